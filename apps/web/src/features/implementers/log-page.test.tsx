import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LinkLogResponse, LogSaveBody } from '@trellis/shared/delivery-log';
import { renderApp, signedOut, stubApi } from '../../test/render-app';
import { browserDayIs } from '../../test/clock';
import { logEntry } from '../../test/log-entries';
import { CARD_PATH, LOG_PATH, TODAY, TOKEN, card, linkLog } from '../../test/link-log';
import { ON_PAGE } from '../../test/announced';

/**
 * The link's log as a little server: GET answers it, PUT saves the entries (answering them as
 * stored) and records each body, PUT reminders records the choice.
 */
function logServer(start: LinkLogResponse = linkLog()) {
  const log = structuredClone(start);
  const saves: LogSaveBody[] = [];
  const pauses: unknown[] = [];
  const answers = {
    '/api/v1/me': signedOut,
    [CARD_PATH]: card({ acknowledgedAt: '2026-11-20T15:00:00.000Z' }),
    [LOG_PATH]: async (body: unknown) => {
      if (body === undefined) return Response.json(log);
      const save = body as LogSaveBody;
      saves.push(save);
      const saved = save.entries.map((entry, index) =>
        logEntry({
          ...entry,
          id: `6f1c2b1a-5d1e-4b7a-9a3f-2c8d9e0f1a${String(index).padStart(2, '0')}`,
          period: save.period,
          startsOn: save.startsOn,
          reason: entry.reason ?? '',
          used: entry.used ?? null,
          rating: entry.rating ?? null,
          note: entry.note ?? '',
        }),
      );
      log.entries = [...saved, ...log.entries];
      return Response.json({ entries: saved });
    },
    [`${CARD_PATH}/reminders`]: async (body: unknown) => {
      pauses.push(body);
      log.remindersPaused = (body as { paused: boolean }).paused;
      return Response.json({ remindersPaused: log.remindersPaused });
    },
  };
  return { answers, saves, pauses };
}

/** One item of the log form (on the card page, the card's own items have headings too). */
const itemCard = (key: string, scope: Pick<typeof screen, 'getByRole'> = screen) =>
  within(
    scope.getByRole('heading', { name: new RegExp(`^${key} `) }).closest('.card') as HTMLElement,
  );

describe('the delivery log through a link', () => {
  browserDayIs(TODAY);

  it('logs this week under the card, lists it among the recent entries, and pauses the reminder', async () => {
    const user = userEvent.setup();
    const server = logServer(
      linkLog({
        entries: [
          logEntry({ itemKey: 'A28', provided: 'not', reason: 'Absent', used: null, rating: null }),
          logEntry({ period: 'week', startsOn: '2026-11-23', provided: 'partly', rating: 2 }),
        ],
      }),
    );
    const calls = stubApi(server.answers);
    renderApp(`/card/${TOKEN}`);
    const section = within(
      (await screen.findByRole('heading', { level: 2, name: 'Log this week' })).closest(
        'section',
      ) as HTMLElement,
    );
    expect(
      await section.findByRole('heading', { level: 3, name: 'Log a day or a week' }),
    ).toBeVisible();
    expect(section.getByRole('heading', { level: 3, name: 'Your recent entries' })).toBeVisible();
    expect(section.getByText('Friday, Nov 20')).toBeVisible();
    expect(section.getByText('A28 Extended Time on Tests: Not provided (Absent)')).toBeVisible();
    expect(section.getByText('L1 Text-to-Speech: Provided partly, used, rated 2/5')).toBeVisible();

    // "Log this week": the form opens on this week, with what was saved for it.
    expect(section.getByRole('radio', { name: 'One week' })).toBeChecked();
    expect(section.getByRole('combobox', { name: 'Week' })).toHaveDisplayValue(
      'Week of Nov 23, 2026',
    );
    const provided = within(
      itemCard('L1', section).getByRole('radiogroup', { name: /^Provided\?/ }),
    );
    expect(provided.getByRole('radio', { name: 'Partly' })).toBeChecked();
    await user.click(provided.getByRole('radio', { name: 'Fully' }));
    await user.click(
      within(
        itemCard('L1', section).getByRole('radiogroup', { name: /^How well did it work\?/ }),
      ).getByRole('radio', { name: '4' }),
    );
    await user.click(section.getByRole('button', { name: 'Save' }));

    expect(await section.findByText('Saved for the week of Nov 23, 2026.')).toBeVisible();
    expect(server.saves).toEqual([
      {
        period: 'week',
        startsOn: '2026-11-23',
        as: 'me',
        entries: [
          { itemKey: 'L1', provided: 'full', reason: '', used: 'yes', rating: 4, note: '' },
        ],
      },
    ]);
    // The saved answer replaces the week's earlier one in the list, with no second read.
    expect(section.getByText('Week of Nov 23, 2026', { selector: 'p' })).toBeVisible();
    expect(section.getByText('L1 Text-to-Speech: Provided fully, used, rated 4/5')).toBeVisible();
    expect(section.queryByText(/Provided partly/)).not.toBeInTheDocument();
    expect(calls.filter((path) => path === LOG_PATH)).toHaveLength(2);

    const reminder = section.getByRole('switch', { name: 'Weekly reminder e-mail' });
    expect(reminder).toBeChecked();
    await user.click(reminder);
    expect(await section.findByText('Weekly reminders are paused.')).toBeVisible();
    expect(section.getByRole('switch', { name: 'Weekly reminder e-mail' })).not.toBeChecked();
    expect(reminder).toHaveAccessibleDescription(
      'No reminders are sent. Turn it on again at any time.',
    );
    expect(server.pauses).toEqual([{ paused: true }]);
    expect(calls.filter((path) => path.startsWith('/api/v1/plans'))).toEqual([]);
  });

  it('opens a reminder’s log link: whose log it is, the form and the switch', async () => {
    const user = userEvent.setup();
    const server = logServer(linkLog({ remindersPaused: true }));
    const calls = stubApi(server.answers);
    renderApp(`/log/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivery log for J.T.' }),
    ).toBeVisible();
    expect(screen.getByText('For Ana Ruiz, Period 3 Biology')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Log a day or a week' })).toBeVisible();
    expect(
      screen.getByText('Nothing logged yet. Your answers show here once saved.'),
    ).toBeVisible();
    // Nothing of the signed-in app, and nothing of the card: a log link opens the log only.
    expect(screen.queryByRole('link', { name: 'My Students' })).not.toBeInTheDocument();
    expect(calls).not.toContain(CARD_PATH);

    // The reminder asks to log this week: the form opens on it.
    expect(screen.getByRole('radio', { name: 'One week' })).toBeChecked();
    await user.click(
      within(itemCard('A28').getByRole('radiogroup', { name: /^Provided\?/ })).getByRole('radio', {
        name: 'Partly',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved for the week of Nov 23, 2026.', ON_PAGE)).toBeVisible();
    expect(server.saves[0]).toMatchObject({ period: 'week', startsOn: '2026-11-23' });
    // One read of the log and one save: the saved entries go into the list as they are.
    expect(calls.filter((path) => path === LOG_PATH)).toHaveLength(2);

    const reminder = screen.getByRole('switch', { name: 'Weekly reminder e-mail' });
    expect(reminder).not.toBeChecked();
    await user.click(reminder);
    expect(await screen.findByText('Weekly reminders are on again.', ON_PAGE)).toBeVisible();
    expect(server.pauses).toEqual([{ paused: false }]);
  });

  it('says so when the log link no longer works', async () => {
    stubApi({
      '/api/v1/me': signedOut,
      [LOG_PATH]: async () =>
        Response.json(
          { code: 'NOT_FOUND', message: 'This link has expired or was withdrawn.' },
          { status: 404 },
        ),
    });
    renderApp(`/log/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was withdrawn.');
  });

  it('shows why a save failed when the link stopped working meanwhile', async () => {
    const user = userEvent.setup();
    const server = logServer();
    stubApi({
      ...server.answers,
      [LOG_PATH]: async (body: unknown) =>
        body === undefined
          ? Response.json(linkLog())
          : Response.json(
              { code: 'NOT_FOUND', message: 'This link has expired or was withdrawn.' },
              { status: 404 },
            ),
    });
    renderApp(`/log/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Delivery log for J.T.' });
    await user.click(
      within(itemCard('L1').getByRole('radiogroup', { name: /^Provided\?/ })).getByRole('radio', {
        name: 'Fully',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was withdrawn.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'),
    );
  });

  it('does not ask the server about a log link cut short', async () => {
    const calls = stubApi({ '/api/v1/me': signedOut });
    renderApp('/log/too-short');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    expect(calls.some((path) => path.startsWith('/api/v1/cards'))).toBe(false);
  });
});
