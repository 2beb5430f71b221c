import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { fakePlanServer, planId, studentPlan } from '../../test/plan-server';
import { renderApp, signedIn } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { clearSyncMeta, stopBuilderSync } from '../../stores/builder-sync';
import { useCartStore } from '../../stores/cart-store';

// Each step waits on a chain of answers (save, switch, load), slow when the suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const jtState: StudentPlanState = {
  strengths: [],
  needs: [
    {
      id: 'anxiety',
      name: 'Anxiety',
      category: 'Social / Emotional / Behavioral Needs',
      priority: 1,
    },
  ],
  plan: [{ key: 'B3', title: 'Visual Schedule at the Desk' }],
};
const mkState: StudentPlanState = {
  strengths: [],
  needs: [{ id: 'reading', name: 'Reading', category: 'Learning Needs', priority: 1.5 }],
  plan: [{ key: 'L12', title: 'Audiobooks' }],
};

function caseload() {
  return fakePlanServer({
    plans: [
      studentPlan(1, { label: 'J.T.', grade: '3', planType: 'IEP', state: jtState }),
      studentPlan(2, { label: 'M.K.', grade: 'K', planType: '504', state: mkState }),
      studentPlan(3, { label: 'Archived A.', archived: true }),
      studentPlan(4, { label: 'Shared to view', role: 'viewer' }),
    ],
    currentPlanId: planId(1),
    extra: { '/api/v1/me': signedIn },
  });
}

beforeEach(() => {
  stopBuilderSync();
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
  clearSyncMeta();
});
afterEach(() => stopBuilderSync());

describe('the current student in the builder', () => {
  it('shows the current student and lists the editable plans by label', async () => {
    const user = userEvent.setup();
    caseload();
    renderApp('/builder/needs');
    expect(await screen.findByText('J.T. · Grade 3 · IEP', {})).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Switch Student' }));
    const current = await screen.findByRole('button', { name: /^J\.T\./ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveAccessibleName('J.T. · Grade 3 · IEP (current student)');
    expect(screen.getByRole('button', { name: /^M\.K\./ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Archived A\./ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Shared to view/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All students…' })).toHaveAttribute(
      'href',
      '/students',
    );
    expect(screen.getByRole('button', { name: 'New student…' })).toBeVisible();
  });

  it('switching saves the current student’s change, then shows the other’s needs and items', async () => {
    const user = userEvent.setup();
    const server = caseload();
    renderApp('/builder/prioritize');
    expect(await screen.findByRole('group', { name: 'Anxiety' })).toBeVisible();
    await user.click(
      within(screen.getByRole('group', { name: 'Anxiety' })).getByRole('radio', { name: 'High' }),
    );

    await user.click(screen.getByRole('button', { name: 'Switch Student' }));
    await user.click(await screen.findByRole('button', { name: /^M\.K\./ }));
    expect(await screen.findByText('M.K. · Kindergarten · 504')).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Reading' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Anxiety' })).not.toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual(mkState.plan);
    // J.T.'s High priority was saved before the switch.
    expect(server.plans.get(planId(1))?.state.needs[0]?.priority).toBe(1.5);
    expect(server.currentPlanId).toBe(planId(2));
  });

  it('adds a new student from the switcher and opens it, with the label checked first', async () => {
    const user = userEvent.setup();
    const server = caseload();
    renderApp('/builder/strengths');
    await screen.findByText('J.T. · Grade 3 · IEP', {});
    await user.click(screen.getByRole('button', { name: 'Switch Student' }));
    await user.click(await screen.findByRole('button', { name: 'New student…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Student' });
    await user.click(within(dialog).getByRole('button', { name: 'Add and Open' }));
    expect(
      await within(dialog).findByText('Give the student a label, such as initials or a nickname'),
    ).toBeVisible();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Student label'), 'R.B.');
    await user.click(within(dialog).getByRole('button', { name: 'Add and Open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('R.B. · IEP')).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ label: 'R.B.' });
    expect(useCartStore.getState().items).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Switch Student' })).toHaveFocus(),
    );
  });
});
