import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { deletedEntry, stubOperatorApi } from './operator-test-data';

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
    const table = await screen.findByRole(
      'table',
      { name: 'Administrative actions in every district, newest first' },
      { timeout: 5000 },
    );
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
    expect(await screen.findByText('Nothing recorded yet.', {}, { timeout: 5000 })).toBeVisible();
  });
});
