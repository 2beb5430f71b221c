import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { announced, ON_PAGE, recordAnnouncements } from '../../../test/announced';
import { browserDayIs } from '../../../test/clock';
import { BASE, person, renderSection, rowOf, stub } from '../../../test/implementers';

// The actions on a named person: sending their card, withdrawing its link, reminding,
// removing, and what the section says of each outcome.

describe('sending cards from the implementers section', () => {
  // The dates below are of this year: they read without one.
  browserDayIs('2026-11-26');

  it('sends a card, withdraws a link, reminds, and removes after asking', async () => {
    const user = userEvent.setup();
    const one = person(1);
    const two = person(2, { cardSentAt: '2026-11-24T12:00:00.000Z', linkActive: true });
    const list = { implementers: [one, two] };
    const answer = () => Response.json({ ...list, limit: 40 });
    const calls = stub(list, {
      [`POST ${BASE}/${one.id}/card`]: () => {
        list.implementers = [
          { ...one, cardSentAt: '2026-11-24T13:00:00.000Z', linkActive: true },
          two,
        ];
        return answer();
      },
      [`POST ${BASE}/${two.id}/revoke`]: () => {
        list.implementers = list.implementers.map((row) =>
          row.id === two.id ? { ...row, linkActive: false } : row,
        );
        return answer();
      },
      [`POST ${BASE}/remind`]: () => Response.json({ reminded: 2 }),
      [`DELETE ${BASE}/${one.id}`]: () => {
        list.implementers = list.implementers.filter((row) => row.id !== one.id);
        return answer();
      },
    });
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Send card to Person 1' }));
    expect(await screen.findByText('Card sent to Person 1.', ON_PAGE)).toBeVisible();
    expect(rowOf('Person 1').getByText('Card sent Nov 24 — not yet confirmed')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remind those who have not confirmed' }));
    expect(await screen.findByText('Reminders sent to 2 people.', ON_PAGE)).toBeVisible();
    // Said through the app's one live region; the line shown is not a second one.
    await waitFor(() => expect(announced()).toBe('Reminders sent to 2 people.'));
    expect(
      screen
        .getByText('Reminders sent to 2 people.', ON_PAGE)
        .closest('[role="status"], [aria-live]'),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Withdraw link of Person 2' }));
    expect(await rowOf('Person 2').findByText('Link withdrawn')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send again to Person 2' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Person 1' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Remove Person 1 from this plan?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Person 1')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Person 2' })).toHaveFocus(),
    );

    expect(
      calls.filter((call) => call.method !== 'GET').map((c) => `${c.method} ${c.path}`),
    ).toEqual([
      `POST ${BASE}/${one.id}/card`,
      `POST ${BASE}/remind`,
      `POST ${BASE}/${two.id}/revoke`,
      `DELETE ${BASE}/${one.id}`,
    ]);
  });

  it('says the same outcome again when it happens twice in a row', async () => {
    const user = userEvent.setup();
    const one = person(1);
    const list = { implementers: [one] };
    stub(list, {
      [`POST ${BASE}/${one.id}/card`]: () => {
        list.implementers = [{ ...one, cardSentAt: '2026-11-24T13:00:00.000Z', linkActive: true }];
        return Response.json({ ...list, limit: 40 });
      },
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Send card to Person 1' }));
    await waitFor(() => expect(announced()).toBe('Card sent to Person 1.'));
    const { said, stop } = recordAnnouncements();
    await user.click(screen.getByRole('button', { name: 'Send again to Person 1' }));
    await waitFor(() => expect(said.at(-1)).toBe('Card sent to Person 1.'));
    stop();
    // Emptied first, then said again.
    expect(said).toEqual(['', 'Card sent to Person 1.']);
  });

  it('says why a card could not be sent', async () => {
    const user = userEvent.setup();
    const one = person(1);
    stub(
      { implementers: [one] },
      {
        [`POST ${BASE}/${one.id}/card`]: () =>
          Response.json(
            { code: 'TOO_MANY_ATTEMPTS', message: 'You have sent many cards this hour.' },
            { status: 429 },
          ),
      },
    );
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Send card to Person 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card could not be sent to Person 1. You have sent many cards this hour.',
    );
  });
});
