import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { deletedEntry, mapleGrove, oakRidge, stubOperatorApi } from './operator-test-data';

/** The query strings of the activity log's requests, on top of the stubs already set. */
function recordAuditQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  const stubbed = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/operator/audit')) queries.push(url.searchParams);
    return stubbed(input, init);
  };
  return queries;
}

describe('Operator console: activity log', () => {
  it('shows every district’s administrative actions with the district each concerned', async () => {
    const serviceWide = {
      ...deletedEntry,
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      action: 'subscription-changed',
      summary: 'Changed the subscription of Ada Byron (ada@example.org) to end on 2027-12-10.',
      district: null,
    };
    stubOperatorApi({ 'GET /operator/audit': { entries: [serviceWide, deletedEntry] } });
    renderApp('/operator/activity');
    const table = await screen.findByRole('table', {
      name: 'Administrative actions in every district, newest first',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'District' })).toBeVisible();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Changed the subscription of Ada Byron');
    expect(first).toHaveTextContent('—');
    expect(second).toHaveTextContent('Rosa Diaz (rosa@example.org)');
    expect(second).toHaveTextContent('Birch Schools');
    expect(second).toHaveTextContent('Deleted Birch Schools (code BIRCH123)');
  });

  it('says when nothing is recorded yet', async () => {
    stubOperatorApi({ 'GET /operator/audit': { entries: [] } });
    renderApp('/operator/activity');
    expect(await screen.findByText('Nothing recorded yet.', {})).toBeVisible();
  });

  it('filters by district and action, kept in the address, and pages within the filter', async () => {
    const user = userEvent.setup();
    stubOperatorApi({
      'GET /operator/districts': { districts: [mapleGrove, oakRidge] },
      // Each page a new entry, as the server's pages never repeat one.
      'GET /operator/audit': () =>
        Response.json({
          entries: [{ ...deletedEntry, id: crypto.randomUUID() }],
          nextCursor: 'cursor-1',
        }),
    });
    const queries = recordAuditQueries();
    const { router } = renderApp(
      `/operator/activity?districtId=${mapleGrove.id}&action=district-deleted`,
    );
    const table = await screen.findByRole('table', {
      name: 'Administrative actions matching the filters, newest first',
    });
    expect(within(table).getByText(deletedEntry.summary)).toBeVisible();
    const district = screen.getByRole('combobox', { name: 'District' });
    const action = screen.getByRole('combobox', { name: 'Action' });
    await waitFor(() => expect(district).toHaveDisplayValue('Maple Grove Schools'));
    expect(action).toHaveDisplayValue('District deleted');
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      districtId: mapleGrove.id,
      action: 'district-deleted',
    });

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
        districtId: mapleGrove.id,
        action: 'district-deleted',
        before: 'cursor-1',
      }),
    );

    await user.selectOptions(action, 'All');
    await user.selectOptions(district, 'Oak Ridge District');
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ districtId: oakRidge.id }),
    );
    expect(router.state.location.search).toBe(`?districtId=${oakRidge.id}`);
  });

  it('offers every kind of action by name, and says when nothing matches', async () => {
    stubOperatorApi({
      'GET /operator/districts': { districts: [mapleGrove] },
      'GET /operator/audit': { entries: [], nextCursor: null },
    });
    renderApp('/operator/activity?action=role-changed');
    expect(await screen.findByText('No entries match these filters.', {})).toBeVisible();
    const options = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option');
    expect(options).toHaveLength(14);
    expect(options[0]).toHaveTextContent('All');
    expect(screen.getByRole('option', { name: 'Role changed' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Single sign-on changed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });
});
