import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { announced, ON_PAGE } from '../../test/announced';
import { renderApp } from '../../test/render-app';
import type { PlanSummary } from '@trellis/shared/student-plans';
import { caseload, listAnswer, stubPlansApi } from './students-test-data';

beforeEach(() => useAlertsStore.getState().clearAlerts());

async function openPage() {
  const view = renderApp('/students');
  await screen.findByRole('table', {});
  return view;
}

/** The labels of the table's rows, top to bottom. */
function shownLabels() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);
}

/** Waits until no request has been sent for a moment. */
async function quiet(sent: readonly unknown[]) {
  for (let count = -1; count !== sent.length;) {
    count = sent.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function rowOf(label: string) {
  const row = screen.getByRole('link', { name: label }).closest('tr');
  if (!row) throw new Error(`no row for ${label}`);
  return row;
}

describe('My Students', () => {
  it('lists every plan by review date, soonest first and none last, with overdue reviews said in words', async () => {
    stubPlansApi({ 'GET /plans': listAnswer({ current: caseload() }) });
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
    expect(
      screen.getByRole('table', { name: 'Your students, soonest review first' }),
    ).toBeVisible();
    // Zed is archived, so hidden; Bea and Cy have no review date.
    expect(shownLabels()).toEqual(['J.T.', 'Mo', 'Al', 'Bea', 'Cy']);
    // Read with the page; said through the app's live region only when a filter changes it.
    expect(screen.getByText('5 students shown')).not.toHaveAttribute('role');
    expect(announced()).toBe('');

    const jt = rowOf('J.T.');
    expect(within(jt).getByText('Overdue')).toBeVisible();
    expect(jt).toHaveTextContent('Grade 3');
    expect(jt).toHaveTextContent('IEP');
    expect(jt).toHaveTextContent('Shared');
    expect(jt).toHaveTextContent('by Ana Ruiz');
    expect(within(rowOf('Mo')).getByText('Due in 10 days')).toBeVisible();
    expect(rowOf('Mo')).toHaveTextContent('Shared by Ana Ruiz');
    expect(rowOf('Mo')).toHaveTextContent('504 Plan');
    expect(rowOf('Cy')).toHaveTextContent('Shared by Lee Park (view only)');
    expect(rowOf('Al')).not.toHaveTextContent('Overdue');
    expect(rowOf('Al')).not.toHaveTextContent(/Due /);
    expect(screen.getByRole('link', { name: 'J.T.' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/students\/[0-9a-f-]+\/plan$/),
    );
    expect(screen.getByRole('button', { name: 'Actions for J.T.' })).toBeVisible();
    // The privacy notice, in plain words.
    expect(screen.getByRole('region', { name: 'Your students’ privacy' })).toHaveTextContent(
      /never asks for a legal name/,
    );
  });

  it('narrows the list as one types and chooses a grade or a type, and says how many are shown', async () => {
    const user = userEvent.setup();
    stubPlansApi({ 'GET /plans': listAnswer({ current: caseload() }) });
    await openPage();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAccessibleDescription('Finds students by label or note.');

    await user.type(search, 'j.t');
    expect(shownLabels()).toEqual(['J.T.']);
    expect(screen.getByText('1 student shown', ON_PAGE)).toBeVisible();
    await waitFor(() => expect(announced()).toBe('1 student shown'));
    await user.clear(search);
    await user.type(search, 'RULER');
    expect(shownLabels()).toEqual(['Al']);
    await user.clear(search);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Grade 3');
    expect(shownLabels()).toEqual(['J.T.', 'Al']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan type' }), '504 Plan');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('0 students shown', ON_PAGE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    expect(shownLabels()).toHaveLength(5);
    expect(search).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'No grade given');
    expect(shownLabels()).toEqual(['Bea']);
  });

  it('hides archived plans until "Show archived" is on', async () => {
    const user = userEvent.setup();
    stubPlansApi({ 'GET /plans': listAnswer({ current: caseload() }) });
    await openPage();
    expect(screen.queryByRole('link', { name: 'Zed' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Show archived'));
    expect(shownLabels()).toEqual(['J.T.', 'Zed', 'Mo', 'Al', 'Bea', 'Cy']);
    expect(rowOf('Zed')).toHaveTextContent('Archived');
    expect(screen.getByText('6 students shown', ON_PAGE)).toBeVisible();
  });

  it('filters 300 plans in the browser, asking the server nothing per row or per key', async () => {
    const user = userEvent.setup();
    const kinds = caseload().filter((plan) => !plan.archived);
    const many = Array.from({ length: 300 }, (_, index) => ({
      ...(kinds[index % kinds.length] as PlanSummary),
      id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
      label: `S${index}`,
    }));
    const sent = stubPlansApi({ 'GET /plans': listAnswer({ current: many }) });
    await openPage();
    expect(screen.getByText('300 students shown')).toBeVisible();
    // Whatever else loads with the page (the builder's own plan) has finished.
    await quiet(sent);
    const before = sent.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 's29');
    const labels = shownLabels();
    expect(labels).toHaveLength(11);
    expect(labels.every((label) => label?.startsWith('S29'))).toBe(true);
    // The list came once for the whole caseload: nothing per row or per key.
    expect(sent.slice(before)).toEqual([]);
    // 300 rows and the wait for quiet take a few seconds on a busy machine.
  }, 20_000);

  it('leads a user without plans to the first one', async () => {
    const user = userEvent.setup();
    stubPlansApi({ 'GET /plans': listAnswer({ current: [] }) });
    renderApp('/students');
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first student' }));
    expect(await screen.findByRole('dialog', { name: 'New student' })).toBeVisible();
    expect(screen.getByLabelText(/Student label/)).toBeVisible();
  });
});
