import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { fakePlanServer, planId, studentPlan } from '../../test/plan-server';
import { renderApp, signedIn } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { clearSyncMeta, stopBuilderSync, useSyncMetaStore } from '../../stores/builder-sync';
import { useDetailModalStore } from '../../stores/detail-modal-store';
import { useCartStore } from '../../stores/cart-store';

// Each step waits on a chain of answers (save, switch, load), slow when the suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const mkState: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [{ id: 'reading', name: 'Reading', category: 'Learning Needs', priority: 1.5 }],
  plan: [
    { key: 'L12', title: 'Audiobooks' },
    { key: 'C3', title: 'Graph Paper' },
  ],
};

function caseload() {
  return fakePlanServer({
    plans: [
      studentPlan(1, { label: 'J.T.', grade: '3' }),
      studentPlan(2, { label: 'M.K.', planType: '504', state: mkState }),
      studentPlan(3, {
        label: 'S.P.',
        role: 'viewer',
        shared: true,
        owner: { id: '7b1e9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Cam Aalto' },
        state: mkState,
      }),
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

describe('each student’s own address', () => {
  it('/students/:id/plan makes that plan current and shows My Plan for it', async () => {
    const server = caseload();
    renderApp(`/students/${planId(2)}/plan`);
    expect(await screen.findByText('M.K. · 504', {})).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: '2 Accommodations in Your Plan' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove L12 from plan' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Monitoring' })).toHaveAttribute(
      'href',
      `/students/${planId(2)}/monitoring`,
    );
    expect(screen.getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      `/students/${planId(2)}/review`,
    );
    expect(server.currentPlanId).toBe(planId(2));
    expect(useSyncMetaStore.getState().planId).toBe(planId(2));
  });

  it('/students/:id/builder makes that plan current and starts at step 1', async () => {
    const server = caseload();
    const { router } = renderApp(`/students/${planId(2)}/builder`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder/strengths'));
    expect(await screen.findByText('M.K. · 504')).toBeVisible();
    expect(server.currentPlanId).toBe(planId(2));
  });

  it('shows a viewer the plan read-only, with its owner, exports and no Remove buttons', async () => {
    const server = caseload();
    renderApp(`/students/${planId(3)}/plan`);
    expect(
      await screen.findByText(
        'Cam Aalto owns this plan and shared it with you to view. You can view, print and send it, but not change it.',
        {},
      ),
    ).toBeVisible();
    expect(screen.getByText('S.P. · IEP')).toBeVisible();
    const items = screen.getByRole('region', { name: '2 Accommodations in This Plan' });
    expect(within(items).getByRole('button', { name: 'Audiobooks' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    // An item's details open without Add/Remove, which would change the builder's student.
    await userEvent.click(within(items).getByRole('button', { name: 'Audiobooks' }));
    expect(useDetailModalStore.getState().content).toMatchObject({ readOnly: true });
    useDetailModalStore.getState().reset();
    expect(screen.getByRole('button', { name: 'Download Plan PDF' })).toBeVisible();
    // A viewer reads the log and the review too.
    expect(screen.getByRole('link', { name: 'Monitoring' })).toHaveAttribute(
      'href',
      `/students/${planId(3)}/monitoring`,
    );
    expect(screen.queryByRole('button', { name: 'Switch Student' })).not.toBeInTheDocument();
    // Never the builder's plan: the current plan stays J.T.'s.
    await waitFor(() => expect(useSyncMetaStore.getState().planId).toBe(planId(1)));
    expect(server.currentPlanId).toBe(planId(1));
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('sends a viewer who opens the builder address to the read-only plan', async () => {
    caseload();
    const { router } = renderApp(`/students/${planId(3)}/builder`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/students/${planId(3)}/plan`));
    expect(await screen.findByText(/owns this plan and shared it with you to view/)).toBeVisible();
  });

  it('says a plan the user cannot see is not available, with a way to My Students', async () => {
    caseload();
    renderApp(`/students/${planId(99)}/plan`);
    expect(
      await screen.findByText(/This student plan is not available to you\./, {}),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Students' })).toHaveAttribute(
      'href',
      '/students',
    );
  });

  it('moves to the other student’s address when switching from a student’s plan page', async () => {
    const user = userEvent.setup();
    caseload();
    const { router } = renderApp(`/students/${planId(1)}/plan`);
    await screen.findByText('J.T. · Grade 3 · IEP', {});
    await user.click(screen.getByRole('button', { name: 'Switch Student' }));
    await user.click(await screen.findByRole('button', { name: /^M\.K\./ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/students/${planId(2)}/plan`));
    expect(await screen.findByText('M.K. · 504')).toBeVisible();
    expect(useSyncMetaStore.getState().planId).toBe(planId(2));
  });
});
