import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '@trellis/shared/operator-console';
import { renderApp } from '../../test/render-app';
import { ada, ben, callsTo, errorAnswer, stubOperatorApi } from './operator-test-data';
import { announced, ON_PAGE } from '../../test/announced';

const adaPath = `/operator/subscriptions/${ada.userId}`;

async function openPage() {
  renderApp('/operator/subscriptions');
  return screen.findByRole('table', { name: 'Individual subscribers, soonest end first' });
}

function rowOf(name: string) {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('Operator console: individual subscriptions', () => {
  it('lists the subscribers and narrows them by name or e-mail as one types', async () => {
    const user = userEvent.setup();
    stubOperatorApi({ 'GET /operator/subscriptions': { subscriptions: [ada, ben] } });
    await openPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Individual Subscriptions' }),
    ).toBeVisible();
    const adaRow = rowOf('Ada Byron');
    expect(adaRow).toHaveTextContent('ada@example.org');
    expect(adaRow).toHaveTextContent('Dec 10, 2026');
    expect(adaRow).toHaveTextContent('Ending soon');
    expect(
      within(adaRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('2');
    expect(adaRow).toHaveTextContent('Yes');
    expect(rowOf('Ben Ode')).toHaveTextContent('No');
    expect(screen.getByText('2 subscribers shown.')).toBeVisible();

    const search = screen.getByRole('searchbox', { name: 'Search subscribers' });
    await user.type(search, 'BEN@');
    expect(screen.queryByRole('rowheader', { name: 'Ada Byron' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Ben Ode' })).toBeVisible();
    await waitFor(() => expect(announced()).toBe('1 subscriber shown.'));
    await user.clear(search);
    await user.type(search, 'byron');
    expect(screen.getByRole('rowheader', { name: 'Ada Byron' })).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: 'Ben Ode' })).toBeNull();
    await user.type(search, 'x');
    expect(screen.getByText('No subscribers match “byronx”.', ON_PAGE)).toBeVisible();
  });

  it('changes a subscriber’s end date with PUT and says the new date', async () => {
    const user = userEvent.setup();
    const list = { current: [ada, ben] };
    const sent = stubOperatorApi({
      'GET /operator/subscriptions': () => Response.json({ subscriptions: list.current }),
      [`PUT ${adaPath}`]: (body) => {
        const saved: SubscriptionRow = {
          ...ada,
          ...(body as { endsOn: string }),
          status: 'active',
        };
        list.current = [saved, ben];
        return Response.json(saved);
      },
    });
    await openPage();
    const opener = screen.getByRole('button', { name: 'Change end date for Ada Byron' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the end date for Ada Byron',
    });
    const date = within(dialog).getByLabelText(/Last day of the subscription/);
    expect(date).toHaveValue('2026-12-10');
    await waitFor(() => expect(date).toHaveFocus());

    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: 'Save end date' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Enter a date like'));
    expect(callsTo(sent, 'PUT', adaPath)).toHaveLength(0);

    await user.type(date, '2027-12-10');
    await user.click(within(dialog).getByRole('button', { name: 'Save end date' }));
    expect(
      await screen.findByText('The subscription of Ada Byron now ends on Dec 10, 2027.', ON_PAGE),
    ).toBeVisible();
    expect(callsTo(sent, 'PUT', adaPath).map((call) => call.body)).toEqual([
      { endsOn: '2027-12-10' },
    ]);
    await waitFor(() => expect(rowOf('Ada Byron')).toHaveTextContent('Dec 10, 2027'));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps the dialog open with the reason when the change fails', async () => {
    const user = userEvent.setup();
    stubOperatorApi({
      'GET /operator/subscriptions': { subscriptions: [ada] },
      [`PUT ${adaPath}`]: () => errorAnswer(404, 'NOT_FOUND', 'This subscriber no longer exists.'),
    });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Change end date for Ada Byron' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the end date for Ada Byron',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save end date' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The end date could not be changed. This subscriber no longer exists.',
    );
  });
});
