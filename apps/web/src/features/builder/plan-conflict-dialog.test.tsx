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

const anxiety = {
  id: 'anxiety',
  name: 'Anxiety',
  category: 'Social / Emotional / Behavioral Needs',
} as const;

const loaded: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [{ ...anxiety, priority: 1 }],
  plan: [{ key: 'B3', title: 'Visual Schedule at the Desk' }],
};

/** What a colleague saved meanwhile: Anxiety to High, B3 out, C3 in, a strength added. */
const theirs: StudentPlanState = {
  strengths: [
    { id: 'visual-learner', name: 'Visual Learner' },
    { id: 'verbal', name: 'Verbal Skills' },
  ],
  needs: [{ ...anxiety, priority: 1.5 }],
  plan: [{ key: 'C3', title: 'Graph Paper' }],
};

async function conflictOnStep(path: string) {
  const user = userEvent.setup();
  const server = fakePlanServer({
    plans: [studentPlan(1, { label: 'J.T.', grade: '3', state: loaded })],
    currentPlanId: planId(1),
    extra: { '/api/v1/me': signedIn },
  });
  renderApp(path);
  await screen.findByText('J.T. · Grade 3 · IEP', {});
  server.editAsColleague(planId(1), theirs);
  // Mine: a need removed, an accommodation added.
  useBuilderStore.getState().removeNeed('anxiety');
  useCartStore.getState().add({ key: 'L12', title: 'Audiobooks' });
  const dialog = await screen.findByRole('dialog', {
    name: 'Someone else saved this student’s plan',
  });
  return { user, server, dialog };
}

beforeEach(() => {
  stopBuilderSync();
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
  clearSyncMeta();
});
afterEach(() => stopBuilderSync());

describe('a save that finds someone else saved first (409)', () => {
  it('says who saved and when, and lists what differs in words', async () => {
    const { dialog } = await conflictOnStep('/builder/needs');
    expect(
      await within(dialog).findByText(/Cam Aalto saved “J\.T\.” on Nov 2[23], 2026/),
    ).toBeVisible();
    const list = within(dialog).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Removes the strength “Verbal Skills”',
      'Removes the need “Anxiety”',
      'Adds the accommodation B3 Visual Schedule at the Desk',
      'Adds the accommodation L12 Audiobooks',
      'Removes the accommodation C3 Graph Paper',
    ]);
  });

  it('lists changed details and kept warnings, never “the same choices” when only they differ', async () => {
    const user = userEvent.setup();
    const server = fakePlanServer({
      plans: [studentPlan(1, { label: 'J.T.', grade: '3', state: loaded })],
      currentPlanId: planId(1),
      extra: { '/api/v1/me': signedIn },
    });
    renderApp('/builder/needs');
    await screen.findByText('J.T. · Grade 3 · IEP', {});
    server.editAsColleague(planId(1), {
      ...loaded,
      plan: [
        {
          key: 'B3',
          title: 'Visual Schedule at the Desk',
          details: {
            setting: 'math',
            when: '',
            amount: '',
            provider: '',
            appliesTo: ['instruction'],
            statement: null,
          },
        },
      ],
    });
    // Mine: a warning kept as is, nothing else.
    useCartStore.getState().keepWarning('need-without-item:anxiety');
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else saved this student’s plan',
    });
    const list = await within(dialog).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Changes the details of B3 Visual Schedule at the Desk', 'Keeps 1 warning as is']);
    expect(within(dialog).queryByText(/hold the same choices/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('“Reload their version” puts their state in the builder and saves on from their version', async () => {
    const { user, server, dialog } = await conflictOnStep('/builder/needs');
    await user.click(await within(dialog).findByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useCartStore.getState().items).toEqual(theirs.plan);
    expect(useBuilderStore.getState().needs).toEqual(theirs.needs);
    expect(server.saves()).toHaveLength(1); // only the refused one
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    await waitFor(() => expect(server.saves()).toHaveLength(2));
    expect(server.saves()[1]?.body).toMatchObject({ version: 2 });
  });

  it('“Keep mine” saves the browser’s copy over theirs, naming their version', async () => {
    const { user, server, dialog } = await conflictOnStep('/plan');
    await user.click(await within(dialog).findByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.saves()[1]?.body).toEqual({
      version: 2,
      state: {
        strengths: loaded.strengths,
        needs: [],
        plan: [...loaded.plan, { key: 'L12', title: 'Audiobooks' }],
        reviewKept: [],
      },
    });
    expect(server.plans.get(planId(1))?.state.needs).toEqual([]);
    expect(useCartStore.getState().items.map((item) => item.key)).toEqual(['B3', 'L12']);
  });

  it('tells a user who may only view the plan now that nothing more is saved (403)', async () => {
    const server = fakePlanServer({
      plans: [studentPlan(1, { label: 'J.T.', state: loaded })],
      currentPlanId: planId(1),
      extra: { '/api/v1/me': signedIn },
    });
    renderApp('/builder/needs');
    await screen.findByText('J.T. · IEP', {});
    const plan = server.plans.get(planId(1));
    if (plan) plan.role = 'viewer';
    useCartStore.getState().add({ key: 'L12', title: 'Audiobooks' });
    expect(
      await screen.findByText(
        'You can only view this student’s plan now, so your changes are not saved.',
        {},
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
