import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FamilySummary, SummaryLanguage } from '@trellis/shared/family-summary';
import { renderApp, signedIn } from '../../test/render-app';
import { announced } from '../../test/announced';
import { setAppLocale } from '../../lib/i18n';

const PLAN_ID = '7c1e5a3b-2d4f-4a6b-8c9d-0e1f2a3b4c5d';
const PAGE = `/students/${PLAN_ID}/family-summary`;
const SUMMARY_PATH = `/api/v1/plans/${PLAN_ID}/family-summary`;

const WORDS = {
  en: { lang: 'en-US', title: 'Family summary: J.T.', school: 'What the school will do' },
  es: { lang: 'es-US', title: 'Resumen para la familia: J.T.', school: 'Lo que hará la escuela' },
} as const;

/** A summary as the server writes it, in one language. */
function summary(locale: 'en' | 'es'): FamilySummary {
  const words = WORDS[locale];
  return {
    locale,
    lang: words.lang,
    title: words.title,
    intro: `${locale} intro`,
    facts: [{ label: locale === 'en' ? 'Student' : 'Estudiante', value: 'J.T.' }],
    school: {
      heading: words.school,
      empty: null,
      groups: [
        {
          id: 'in-class',
          heading: locale === 'en' ? 'In class' : 'En clase',
          intro: `${locale} group intro`,
          items: [
            {
              key: 'L1',
              title: locale === 'en' ? 'Text read aloud' : 'Texto leído en voz alta',
              text: `${locale} family text`,
              where: `${locale} where`,
              details: [
                {
                  label: locale === 'en' ? 'When' : 'Cuándo',
                  value: 'Daily reading',
                  lang: 'en-US',
                },
                {
                  label: locale === 'en' ? 'Who' : 'Quién lo da',
                  value:
                    locale === 'en' ? 'the classroom teacher' : 'el maestro o maestra de la clase',
                  lang: words.lang,
                },
              ],
            },
          ],
        },
      ],
    },
    home: { heading: `${locale} home`, intro: `${locale} home intro`, tips: [] },
    questions: { heading: `${locale} questions`, items: [`${locale} question?`] },
    glossary: { heading: `${locale} glossary`, terms: [{ term: 'IEP', meaning: `${locale} IEP` }] },
    contact: {
      heading: `${locale} contact`,
      text: `${locale} contact text`,
      name: 'Rosa Diaz',
      email: 'rosa@example.org',
    },
  };
}

interface Stub {
  languagesAsked: string[];
  emails: unknown[];
}

/**
 * The API for the page: `/me` (with the user's locale), the summary in the asked language,
 * and the e-mail route answering `emailAnswer`.
 */
function open(
  { locale = 'en', emailAnswer }: { locale?: 'en' | 'es'; emailAnswer?: () => Response } = {},
  path = PAGE,
) {
  const stub: Stub = { languagesAsked: [], emails: [] };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/me') {
      return Response.json({ ...signedIn, user: { ...signedIn.user, locale } });
    }
    if (url.pathname === SUMMARY_PATH) {
      const language = (url.searchParams.get('language') ?? 'en') as SummaryLanguage;
      stub.languagesAsked.push(language);
      const locales = language === 'en-es' ? (['en', 'es'] as const) : [language];
      return Response.json({ language, summaries: locales.map(summary) });
    }
    if (url.pathname === `${SUMMARY_PATH}/email`) {
      stub.emails.push(JSON.parse(String(init?.body)));
      return emailAnswer?.() ?? Response.json({ success: true, to: 'family@example.org' });
    }
    return Response.json({ code: 'NOT_FOUND', message: 'no stub' }, { status: 404 });
  };
  const view = renderApp(path);
  return { stub, ...view };
}

const summarySection = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;

afterEach(() => setAppLocale('en'));

describe('the family summary page', () => {
  it('shows the summary in the user’s language, its part marked with it, and the page in the app’s', async () => {
    open({ locale: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: WORDS.es.title })).toBeVisible();
    expect(summarySection(WORDS.es.title)).toHaveAttribute('lang', 'es-US');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Resumen para la familia' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(document.documentElement.lang).toBe('es-US');
    // A translated page: its <main> speaks the app's language, not English.
    expect(document.querySelector('main')).not.toHaveAttribute('lang');
    // The team's own details keep the language they were typed in; the library's read in the
    // summary's, and their labels in it too.
    expect(screen.getByText('Daily reading')).toHaveAttribute('lang', 'en-US');
    expect(screen.getByText('el maestro o maestra de la clase')).toHaveAttribute('lang', 'es-US');
    expect(screen.getByText('Cuándo')).not.toHaveAttribute('lang');
    // The first test loads the page's chunks: on a busy machine that alone can take seconds.
  }, 20_000);

  it('keeps the chosen language in the address and asks the server for it', async () => {
    const { stub, router } = open();
    await screen.findByRole('heading', { level: 2, name: WORDS.en.title });
    expect(stub.languagesAsked).toEqual(['en']);
    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 2, name: WORDS.es.title })).toBeVisible();
    expect(router.state.location.search).toBe('?language=es');
    expect(stub.languagesAsked).toEqual(['en', 'es']);
    // The PDF follows the choice.
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `${SUMMARY_PATH}/pdf?language=es`,
    );
  });

  it('shows both languages side by side, each in its own section, headings in order', async () => {
    open({}, `${PAGE}?language=en-es`);
    await screen.findByRole('heading', { level: 2, name: WORDS.es.title });
    expect(screen.getByRole('radio', { name: 'Both, side by side' })).toBeChecked();
    const both = summarySection(WORDS.en.title).parentElement as HTMLElement;
    expect(both).toHaveClass('family-summaries-both');
    expect([...both.children].map((section) => section.getAttribute('lang'))).toEqual([
      'en-US',
      'es-US',
    ]);
    const english = within(summarySection(WORDS.en.title));
    expect(english.getByRole('heading', { level: 3, name: WORDS.en.school })).toBeVisible();
    expect(english.getByRole('heading', { level: 4, name: 'In class' })).toBeVisible();
    // No heading level is skipped anywhere on the page.
    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4')].map(
      (heading) => Number(heading.tagName[1]),
    );
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('says at the field what is wrong with the address, before and after asking the server', async () => {
    const { stub } = open({
      emailAnswer: () =>
        Response.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Some values are not valid',
            issues: [{ path: 'to', message: 'This address cannot receive mail' }],
          },
          { status: 400 },
        ),
    });
    await screen.findByRole('heading', { level: 2, name: WORDS.en.title });
    const address = screen.getByRole('textbox', { name: 'Family’s e-mail address' });
    await userEvent.click(screen.getByRole('button', { name: 'Send the summary' }));
    expect(await screen.findByText('Enter the family’s e-mail address')).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(address).toHaveFocus());
    expect(stub.emails).toEqual([]);

    await userEvent.type(address, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send the summary' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.org')).toBeVisible();

    await userEvent.clear(address);
    await userEvent.type(address, 'family@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send the summary' }));
    expect(await screen.findByText('This address cannot receive mail')).toBeVisible();
    expect(address).toHaveAccessibleDescription('This address cannot receive mail');
    expect(stub.emails).toEqual([{ to: 'family@example.org', note: '', language: 'en' }]);
  });

  it('sends in the chosen language and says so', async () => {
    const { stub } = open({}, `${PAGE}?language=en-es`);
    await screen.findByRole('heading', { level: 2, name: WORDS.en.title });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Family’s e-mail address' }),
      'family@example.org',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'A note to the family (optional)' }),
      'Hola',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the summary' }));
    await waitFor(() => expect(announced()).toBe('The summary was sent to family@example.org.'));
    expect(stub.emails).toEqual([{ to: 'family@example.org', note: 'Hola', language: 'en-es' }]);
  });
});
