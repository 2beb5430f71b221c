import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserDayIs } from '../../test/clock';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import type { LogSaveBody } from '@trellis/shared/delivery-log';
import {
  ANA,
  BEN,
  ENTRIES,
  entry,
  LOG_PATH,
  PLAN_ID,
  PLAN_PATH,
  planLog,
  TODAY,
} from '../../test/monitoring';
import { announced, ON_PAGE } from '../../test/announced';

const PAGE = `/students/${PLAN_ID}/monitoring`;

function open(path = PAGE, log = planLog()) {
  stubApi({ '/api/v1/me': signedIn, [LOG_PATH]: log });
  return renderApp(path);
}

/** The card of one item, found by its heading. */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return within(article);
}

/** The three figures of a card, as "Provided 50 %" and so on. */
function figures(item: ReturnType<typeof within>) {
  return ['Provided', 'Used', 'Rated'].map(
    (term) => `${term} ${item.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent}`,
  );
}

/** A table's body rows as arrays of cell texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the monitoring page', () => {
  browserDayIs(TODAY);

  it('shows each item’s figures, and a filter changes them and stays in the address', async () => {
    const user = userEvent.setup();
    const { router } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monitoring: J.T.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the plan' })).toHaveAttribute(
      'href',
      `/students/${PLAN_ID}/plan`,
    );
    expect(figures(await card('L1 Text-to-Speech'))).toEqual([
      'Provided 50 %',
      'Used 50 %',
      'Rated 3/5',
    ]);
    expect(
      screen.getByText('Showing everyone’s log, all dates: 4 occasions logged.'),
    ).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Implementer' }), 'Ana Ruiz');
    expect(figures(await card('L1 Text-to-Speech'))).toEqual([
      'Provided 75 %',
      'Used 50 %',
      'Rated 3/5',
    ]);
    expect(router.state.location.search).toBe(`?implementer=${ANA}`);
    expect(
      screen.getByText('Showing Ana Ruiz’s log, all dates: 3 occasions logged.', ON_PAGE),
    ).toBeVisible();
    // A filter change is heard as well as seen.
    await waitFor(() =>
      expect(announced()).toBe('Showing Ana Ruiz’s log, all dates: 3 occasions logged.'),
    );

    await user.click(screen.getByRole('button', { name: 'Last 4 weeks' }));
    expect(router.state.location.search).toBe(`?implementer=${ANA}&from=2026-11-02`);
    expect(screen.getByRole('button', { name: 'Last 4 weeks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-02');
    // A7 was last logged in October: nothing of it in these weeks.
    expect(
      (await card('A7 Breaks During Tests')).getByText(
        /^Nothing is logged for this accommodation in this view\. Latest day anyone logged: Oct/,
      ),
    ).toBeVisible();
    expect(figures(await card('A7 Breaks During Tests'))).toEqual([
      'Provided —',
      'Used —',
      'Rated —',
    ]);
    // The first test also pays for transforming the lazily loaded page and the charts.
  }, 15_000);

  it('opens with the filter its address holds, ignoring what is not a filter', async () => {
    open(`${PAGE}?implementer=${BEN}&from=not-a-date`);
    expect(figures(await card('L1 Text-to-Speech'))).toEqual(['Provided 0 %', 'Used —', 'Rated —']);
    expect(screen.getByRole('combobox', { name: 'Implementer' })).toHaveDisplayValue('Ben Ode');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the items nobody logged lately, whatever the filter', async () => {
    open(`${PAGE}?implementer=${BEN}`);
    const alert = await screen.findByRole('region', { name: 'Not logged lately' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A7 Breaks During Tests: latest day logged Oct 11, 2026.',
      // Nobody provides B4: there is no one to ask.
      'B4 Movement Breaks: never logged. No one is named to provide it.',
    ]);
    expect(alert).toHaveTextContent(
      'Nobody has logged these accommodations in the last 14 days. Ask the people who provide them to log through the link in their card e-mail.',
    );
  });

  it('asks nobody to log when no one is named to provide the items', async () => {
    // Only Ben is named now, for L1: A7 and B4 have no one.
    open(PAGE, planLog({ implementers: [{ id: BEN, name: 'Ben Ode', items: ['L1'] }] }));
    const alert = await screen.findByRole('region', { name: 'Not logged lately' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A7 Breaks During Tests: latest day logged Oct 11, 2026. No one is named to provide it.',
      'B4 Movement Breaks: never logged. No one is named to provide it.',
    ]);
    expect(alert).not.toHaveTextContent(/Ask the people/);
  });

  it('tells an implementer who sees only their own part which items they have not logged', async () => {
    const log = planLog();
    stubApi({
      '/api/v1/me': signedIn,
      // The plan is not shared with them: the server sends their part only.
      [LOG_PATH]: planLog({
        ownPartOnly: true,
        canLog: 'own',
        items: log.items.filter((item) => item.key !== 'B4'),
        implementers: log.implementers.filter((person) => person.id === ANA),
        entries: ENTRIES.filter((one) => one.implementerId === ANA),
        loggableItems: ['L1', 'A7'],
      }),
    });
    renderApp(PAGE);
    const alert = await screen.findByRole('region', { name: 'Not logged lately' });
    expect(alert).toHaveTextContent(
      'You have not logged these accommodations lately (in the last 14 days). Log them with the form below.',
    );
    expect(alert).not.toHaveTextContent(/Nobody/);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A7 Breaks During Tests: latest day logged Oct 11, 2026.']);
  });

  it('draws each item’s weeks as a labelled image with the table of its numbers', async () => {
    const user = userEvent.setup();
    open();
    const l1 = await card('L1 Text-to-Speech');
    const summary =
      'From the week of Oct 5, 2026 to the week of Nov 23, 2026, 2 of 8 weeks have entries. ' +
      'The latest, the week of Nov 23, 2026: provided 25 %, used 0 %, rated 2/5.';
    expect(l1.getByText(summary)).toBeVisible();
    const chart = l1.getByRole('img', { name: `L1 Text-to-Speech, week by week. ${summary}` });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    // One image, not a widget in the tab order: the table is the way through the numbers.
    expect(chart).not.toHaveAttribute('tabindex');
    // The student's view stays apart from the figures.
    expect(l1.getByText(/The student’s view/).parentElement).toHaveTextContent(
      'The student’s view (1 entry): used 100 %, rated 3/5.',
    );

    const toggle = l1.getByRole('button', { name: 'Show the table of L1 Text-to-Speech' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = l1.getByRole('table', { name: 'L1 Text-to-Speech, week by week' });
    expect(toggle).toHaveAttribute('aria-controls', table.id);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Occasions', 'Provided', 'Used', 'Rated']);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(8);
    expect(rows.slice(-2)).toEqual([
      ['Nov 16, 2026', '1', '100 %', '100 %', '4/5'],
      ['Nov 23, 2026', '2', '25 %', '0 %', '2/5'],
    ]);
    expect(rows[0]).toEqual(['Oct 5, 2026', '0', '—', '—', '—']);
  });

  it('offers the CSV with the current filters and a link to the review', async () => {
    open(`${PAGE}?implementer=${ANA}&from=2026-11-02`);
    const csv = await screen.findByRole('link', { name: 'Download the log (CSV)' });
    expect(csv).toHaveAttribute(
      'href',
      `/api/v1/plans/${PLAN_ID}/log/csv?from=2026-11-02&implementerId=${ANA}`,
    );
    expect(screen.getByRole('link', { name: 'Review summary' })).toHaveAttribute(
      'href',
      `/students/${PLAN_ID}/review`,
    );
  });

  it('says how implementers log when nothing is logged yet, and offers the form', async () => {
    open(PAGE, planLog({ entries: [] }));
    expect(
      await screen.findByText(/Nothing is logged yet\. The teachers and staff who provide/),
    ).toHaveTextContent('through the link in the card e-mailed to them');
    expect(screen.queryByRole('combobox', { name: 'Implementer' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Log delivery' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Log as me' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Add the student’s view' }));
    expect(screen.getByRole('radio', { name: 'Add the student’s view' })).toBeChecked();
  });

  it('logs as the reader or as the student’s view, and the figures then include it', async () => {
    const user = userEvent.setup();
    const saved: LogSaveBody[] = [];
    let log = planLog();
    stubApi({
      '/api/v1/me': signedIn,
      [LOG_PATH]: async (body) => {
        if (body === undefined) return Response.json(log);
        const save = body as LogSaveBody;
        saved.push(save);
        const added = save.entries.map((answer) =>
          entry({
            itemKey: answer.itemKey,
            period: save.period,
            startsOn: save.startsOn,
            role: save.as === 'student' ? 'student' : 'case-manager',
            implementerId: null,
            loggerName: save.as === 'student' ? 'Student’s view' : 'Rosa Diaz',
            provided: answer.provided,
            used: answer.used ?? null,
            rating: answer.rating ?? null,
          }),
        );
        log = planLog({ entries: [...log.entries, ...added] });
        return Response.json({ entries: added });
      },
    });
    renderApp(PAGE);
    const b4 = await card('B4 Movement Breaks');
    expect(figures(b4)).toEqual(['Provided —', 'Used —', 'Rated —']);

    const form = within(screen.getByRole('form', { name: 'Log a day or a week' }));
    const b4Fields = within(
      form.getByRole('heading', { level: 4, name: /^B4 / }).closest('.card') as HTMLElement,
    );
    await user.click(
      within(b4Fields.getByRole('radiogroup', { name: /^Provided\?/ })).getByRole('radio', {
        name: 'Fully',
      }),
    );
    await user.click(
      within(b4Fields.getByRole('radiogroup', { name: /^Did the student use it\?/ })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(figures(b4)).toEqual(['Provided 100 %', 'Used 100 %', 'Rated —']));
    expect(saved[0]).toMatchObject({ period: 'day', startsOn: '2026-11-25', as: 'me' });
    expect(saved[0]?.entries).toEqual([
      { itemKey: 'B4', provided: 'full', reason: '', used: 'yes', rating: null, note: '' },
    ]);

    await user.click(screen.getByRole('radio', { name: 'Add the student’s view' }));
    const studentForm = within(screen.getByRole('form', { name: 'Log the student’s view' }));
    const l1Fields = within(
      studentForm.getByRole('heading', { level: 4, name: /^L1 / }).closest('.card') as HTMLElement,
    );
    await user.click(
      within(l1Fields.getByRole('radiogroup', { name: /^Did the student use it\?/ })).getByRole(
        'radio',
        { name: 'No' },
      ),
    );
    await user.click(studentForm.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ as: 'student' });
    expect(saved[1]?.entries).toEqual([
      { itemKey: 'L1', provided: null, reason: '', used: 'no', rating: null, note: '' },
    ]);
    // The student's view is told apart, never mixed into the figures.
    await waitFor(() =>
      expect(
        within(
          screen
            .getByRole('heading', { level: 3, name: 'L1 Text-to-Speech' })
            .closest('article') as HTMLElement,
        ).getByText(/The student’s view/).parentElement,
      ).toHaveTextContent('The student’s view (2 entries): used 50 %, rated 3/5.'),
    );
  }, 20_000);

  it('gives a reader who may not log no form, and an implementer no choice of voice', async () => {
    const { unmount } = open(PAGE, planLog({ canLog: 'none' }));
    await card('L1 Text-to-Speech');
    expect(screen.queryByRole('heading', { name: 'Log delivery' })).not.toBeInTheDocument();
    unmount();

    // A colleague who provides L1 logs it, without reading the plan itself: the log names
    // the student, and nothing asks for the plan.
    const calls = stubApi({
      '/api/v1/me': signedIn,
      [LOG_PATH]: planLog({ ownPartOnly: true, canLog: 'own', loggableItems: ['L1'] }),
    });
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Log delivery' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Monitoring: J.T.' })).toBeVisible();
    expect(calls).not.toContain(PLAN_PATH);
    expect(screen.queryByRole('radio', { name: 'Log as me' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((item) => item.textContent)).toEqual([
      'L1 Text-to-Speech',
    ]);
    expect(screen.queryByRole('link', { name: 'Back to the plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review summary' })).not.toBeInTheDocument();
  });

  it('offers no form on an archived plan, and says why', async () => {
    open(PAGE, planLog({ archived: true, canLog: 'none', loggableItems: [] }));
    expect(await screen.findByText('This plan is archived: restore it to log.', {})).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Log delivery' })).not.toBeInTheDocument();
    // The log still reads.
    expect(figures(await card('L1 Text-to-Speech'))).toEqual([
      'Provided 50 %',
      'Used 50 %',
      'Rated 3/5',
    ]);
  });

  it('says when the log is not available to the reader', async () => {
    stubApi({ '/api/v1/me': signedIn });
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monitoring Not Available' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to My Students' })).toBeVisible(),
    );
  });
});
