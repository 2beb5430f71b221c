import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImplementingResponse } from '@trellis/shared/delivery-log';
import { renderApp } from '../../test/render-app';
import { caseload, listAnswer, stubPlansApi } from './students-test-data';

const implementing: ImplementingResponse = {
  plans: [
    {
      planId: '00000000-0000-4000-8000-000000000901',
      label: 'K.M.',
      caseManager: 'Ana Ruiz',
      classOrPeriod: 'Period 3 Biology',
      items: [
        { key: 'L1', title: 'Text-to-Speech' },
        { key: 'A28', title: 'Extended Time on Tests' },
      ],
      lastLoggedOn: '2026-11-01',
    },
    {
      planId: '00000000-0000-4000-8000-000000000902',
      label: 'R.B.',
      caseManager: 'Lee Park',
      classOrPeriod: '',
      items: [{ key: 'B3', title: 'Movement Breaks' }],
      lastLoggedOn: null,
    },
  ],
};

describe('the students a user provides accommodations for, on My Students', () => {
  it('lists each plan naming the user, with its case manager, items, last log and a link to log', async () => {
    const sent = stubPlansApi({
      'GET /plans': listAnswer({ current: caseload() }),
      'GET /plans/implementing': implementing,
    });
    renderApp('/students');
    const section = within(
      await screen.findByRole('region', { name: 'Students you provide accommodations for' }),
    );
    const entries = section.getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const km = within(entries[0] as HTMLElement);
    expect(km.getByRole('heading', { level: 3, name: 'K.M.' })).toBeVisible();
    expect(km.getByText('Case manager: Ana Ruiz · Period 3 Biology')).toBeVisible();
    expect(km.getByText('L1 Text-to-Speech, A28 Extended Time on Tests')).toBeVisible();
    expect(km.getByText('Last logged Nov 1, 2026')).toBeVisible();
    expect(km.getByRole('link', { name: 'Open the log for K.M.' })).toHaveAttribute(
      'href',
      '/students/00000000-0000-4000-8000-000000000901/monitoring',
    );
    const rb = within(entries[1] as HTMLElement);
    expect(rb.getByText('Case manager: Lee Park')).toBeVisible();
    expect(rb.getByText('Not logged yet')).toBeVisible();
    expect(rb.getByRole('link', { name: 'Open the log for R.B.' })).toBeVisible();
    expect(sent.filter((request) => request.path === '/plans/implementing')).toHaveLength(1);
  });

  it('shows the section even to a user with no plans of their own', async () => {
    stubPlansApi({
      'GET /plans': listAnswer({ current: [] }),
      'GET /plans/implementing': implementing,
    });
    renderApp('/students');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Students you provide accommodations for',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'No students yet' })).toBeVisible();
  });

  it('is hidden when the user provides accommodations for nobody', async () => {
    const sent = stubPlansApi({
      'GET /plans': listAnswer({ current: caseload() }),
      'GET /plans/implementing': { plans: [] },
    });
    renderApp('/students');
    await screen.findByRole('table', {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.some((request) => request.path === '/plans/implementing')).toBe(true);
    expect(
      screen.queryByRole('heading', { name: 'Students you provide accommodations for' }),
    ).not.toBeInTheDocument();
  });
});
