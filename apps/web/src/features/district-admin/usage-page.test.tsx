import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '../../test/render-app';
import { adminSignedIn, API, SUPPORTS, usageMonths } from './district-test-data';

const MONTHS = usageMonths({
  '2026-10': { activeUsers: 4, plans: 3, exports: 2, emails: 5, logEntries: 40 },
  '2026-11': { activeUsers: 6, plans: 1, exports: 0, emails: 1, logEntries: 12 },
});

function open(supports = SUPPORTS) {
  stubApi({
    [`${API}/me`]: adminSignedIn,
    [`${API}/district/usage`]: { months: MONTHS },
    [`${API}/district/universal-supports`]: supports,
  });
  return renderApp('/district/usage');
}

/** A table's body rows as arrays of cell texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the district usage page', () => {
  it('charts the months with a summary and the table of figures', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    const summary =
      'From Dec 2025 to Nov 2026: 4 plans created, 2 files downloaded, 6 e-mails sent and ' +
      '52 log entries recorded. In Nov 2026, 6 staff members signed in.';
    expect(await screen.findByText(summary)).toBeVisible();
    // The summary is said once: the chart's label only points to the table.
    expect(
      screen.getByRole('img', { name: 'Chart of the figures in the table below' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(summary, { exact: false })).toHaveLength(1);
    const table = screen.getByRole('table', { name: /month by month/ });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['Dec 2025', '0', '0', '0', '0', '0']);
    expect(rows.slice(-2)).toEqual([
      ['Oct 2026', '4', '3', '2', '5', '40'],
      ['Nov 2026', '6', '1', '0', '1', '12'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Month',
      'Staff signed in',
      'Plans created',
      'Files downloaded',
      'E-mails sent',
      'Log entries',
    ]);
  });

  it('charts only the figures picked, all at first, and keeps the table whole', async () => {
    const user = userEvent.setup();
    const { container } = open();
    const choice = await screen.findByRole('group', { name: 'Figures in the chart' });
    const boxes = within(choice).getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    for (const box of boxes) expect(box).toBeChecked();
    const chart = () => container.querySelector('.usage-chart');
    const legend = () => chart()?.textContent ?? '';
    expect(legend()).toContain('Log entries');
    await user.click(within(choice).getByRole('checkbox', { name: 'Log entries' }));
    expect(legend()).not.toContain('Log entries');
    expect(legend()).toContain('Plans created');
    expect(
      within(screen.getByRole('table', { name: /month by month/ })).getByRole('columnheader', {
        name: 'Log entries',
      }),
    ).toBeVisible();

    for (const box of within(choice).getAllByRole('checkbox', { checked: true })) {
      await user.click(box);
    }
    expect(chart()).toBeNull();
    expect(screen.getByText('Choose at least one figure to see the chart.')).toBeVisible();
  });

  it('lists the universal supports with their tier, count and share', async () => {
    open();
    const table = await screen.findByRole('table', { name: /Out of 8 plans/ });
    expect(rowsOf(table)).toEqual([
      ['L12 Chunked Assignments', '', '6', '75 %'],
      ['B4 Check-In Check-Out', '', '2', '25 %'],
    ]);
    expect(within(table).getByRole('img', { name: 'Tier 2' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Tier 3' })).toBeInTheDocument();
  });

  it('says when no item is on enough plans yet', async () => {
    open({ planCount: 1, items: [] });
    expect(
      await screen.findByText(
        'Not enough plans yet: an item shows here once it is on 2 or more plans.',
        {},
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: /Out of/ })).not.toBeInTheDocument();
  });
});
