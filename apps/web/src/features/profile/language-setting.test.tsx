import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '@trellis/shared/locales';
import { renderApp, signedIn } from '../../test/render-app';
import { announced } from '../../test/announced';
import { setAppLocale } from '../../lib/i18n';

/** The profile page's API: `/me` and the language route, which records what it was sent. */
function open(answer: () => Response = () => Response.json({ success: true })) {
  const sent: unknown[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (pathname === '/api/v1/me') return Response.json(signedIn);
    if (pathname === '/api/v1/me/locale') {
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    }
    return Response.json({ code: 'NOT_FOUND', message: 'no stub' }, { status: 404 });
  };
  renderApp('/my-profile');
  return sent;
}

afterEach(() => setAppLocale('en'));

describe('the language setting', () => {
  it('switches the frame’s words and languages at once, and keeps other pages marked English', async () => {
    const sent = open();
    const select = await screen.findByRole('combobox', { name: 'Language of the app' });
    // The signed-in header loads on its own.
    expect(await screen.findByRole('link', { name: 'My Students' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.querySelector('main')).not.toHaveAttribute('lang');

    await userEvent.selectOptions(select, 'es');

    expect(await screen.findByRole('link', { name: 'Mis estudiantes' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Condiciones de uso' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Idioma de la aplicación' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es-US');
    // The profile's other words stay English: its <main> says so; the setting says Spanish.
    expect(document.querySelector('main')).toHaveAttribute('lang', 'en-US');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Idioma' }).closest('section'),
    ).toHaveAttribute('lang', 'es-US');
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    // The plan count's plural comes from the catalogue.
    expect(screen.getByText('Mi plan tiene 0 elementos')).toBeInTheDocument();
    expect(sent).toEqual([{ locale: 'es' }]);
    await waitFor(() => expect(announced()).toBe('La aplicación ahora está en español.'));
  });

  it('goes back to the language saved when the server refuses the change, and says why', async () => {
    open(() =>
      Response.json(
        { code: 'VALIDATION_FAILED', message: 'Choose English or Spanish' },
        { status: 400 },
      ),
    );
    const select = await screen.findByRole('combobox', { name: 'Language of the app' });
    await screen.findByRole('link', { name: 'My Students' });
    await userEvent.selectOptions(select, 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The language could not be saved. Choose English or Spanish',
    );
    expect(screen.getByRole('link', { name: 'My Students' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('marks languages with the tags the server gives its summaries', () => {
    setAppLocale('es');
    expect(document.documentElement.lang).toEqual(LOCALE_TAGS.es);
    setAppLocale('en');
    expect(document.documentElement.lang).toEqual(LOCALE_TAGS.en);
  });
});
