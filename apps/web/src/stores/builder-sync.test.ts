import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { fakePlanServer, planId, studentPlan } from '../test/plan-server';
import {
  clearSyncMeta,
  keepMyVersion,
  reloadTheirVersion,
  startBuilderSync,
  stopBuilderSync,
  switchToPlan,
  SYNC_START_WAIT_MS,
  useSyncMetaStore,
} from './builder-sync';
import { useBuilderStore } from './builder-store';
import { useCartStore } from './cart-store';
import { useSyncStatusStore } from './plan-sync-state';

const ROSA = 'rosa-id';

const savedState: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [
    {
      id: 'anxiety',
      name: 'Anxiety',
      category: 'Social / Emotional / Behavioral Needs',
      priority: 1.5,
    },
  ],
  plan: [{ key: 'B3', title: 'Visual Schedule at the Desk' }],
};

const meta = () => useSyncMetaStore.getState();
const problem = () => useSyncStatusStore.getState().problem;

async function started(userId = ROSA) {
  startBuilderSync(userId);
  await vi.waitFor(() => expect(useSyncStatusStore.getState().phase).toBe('ready'));
}

describe('saving the builder state and plan to the current student plan', () => {
  beforeEach(() => {
    stopBuilderSync();
    useBuilderStore.getState().reset();
    useCartStore.getState().clear();
    clearSyncMeta();
  });
  afterEach(() => stopBuilderSync());

  it('loads the current plan into a fresh browser and remembers its version', async () => {
    const server = fakePlanServer({
      plans: [studentPlan(1), studentPlan(2, { state: savedState, version: 4 })],
      currentPlanId: planId(2),
    });
    await started();
    expect(useCartStore.getState().items).toEqual(savedState.plan);
    expect(useBuilderStore.getState().needs).toEqual(savedState.needs);
    expect(meta()).toEqual({ ownerId: ROSA, planId: planId(2), version: 4, pending: false });
    expect(server.saves()).toEqual([]);
    // The list answered the current plan whole: no second request for it.
    expect(server.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/v1/plans',
    ]);
  });

  it('asks for the plan it chooses when the list’s current plan is not it', async () => {
    const server = fakePlanServer({
      plans: [
        studentPlan(1, { role: 'viewer' }),
        studentPlan(2, { state: savedState, version: 3 }),
      ],
      currentPlanId: planId(1),
    });
    await started();
    expect(useCartStore.getState().items).toEqual(savedState.plan);
    expect(server.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/v1/plans',
      'PUT /api/v1/plans/current',
      `GET /api/v1/plans/${planId(2)}`,
    ]);
  });

  it('takes the view another tab wrote (another student), and saves nothing of its own for it', async () => {
    const server = fakePlanServer({
      plans: [studentPlan(1), studentPlan(2, { state: savedState, version: 4 })],
      currentPlanId: planId(1),
    });
    await started();
    // Another tab of this browser switched to student 2: it wrote all three keys.
    const written = {
      'trellis-builder': { strengths: savedState.strengths, needs: savedState.needs },
      'trellis-cart': { items: savedState.plan },
      'trellis-builder-sync': { ownerId: ROSA, planId: planId(2), version: 4, pending: false },
    };
    for (const [key, state] of Object.entries(written)) {
      const version = key === 'trellis-builder-sync' ? 1 : 0;
      localStorage.setItem(key, JSON.stringify({ state, version }));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    }
    await vi.waitFor(() => expect(useCartStore.getState().items).toEqual(savedState.plan));
    expect(useBuilderStore.getState().needs).toEqual(savedState.needs);
    expect(meta()).toMatchObject({ planId: planId(2), version: 4 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.saves()).toEqual([]);
  });

  it('saves each change shortly after it happens, naming the version, and keeps the new one', async () => {
    const server = fakePlanServer({ plans: [studentPlan(1)], currentPlanId: planId(1) });
    await started();
    useBuilderStore.getState().toggleStrength({ id: 'visual-learner', name: 'Visual Learner' });
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    await vi.waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(server.saves()[0]).toEqual({
      method: 'PUT',
      path: `/api/v1/plans/${planId(1)}/state`,
      body: {
        version: 1,
        state: {
          strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
          needs: [],
          plan: [{ key: 'L1', title: 'Text-to-Speech' }],
          reviewKept: [],
        },
      },
    });
    await vi.waitFor(() => expect(meta()).toMatchObject({ version: 2, pending: false }));

    useCartStore.getState().add({ key: 'L2', title: 'Audiobooks' });
    await vi.waitFor(() => expect(server.saves()).toHaveLength(2));
    expect(server.saves()[1]?.body).toMatchObject({ version: 2 });
  });

  it('saves one change at a time, so a change made during a save does not conflict with it', async () => {
    const server = fakePlanServer({ plans: [studentPlan(1)], currentPlanId: planId(1) });
    await started();
    const release = server.holdSaves();
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    await vi.waitFor(() => expect(server.saves()).toHaveLength(1));
    useCartStore.getState().add({ key: 'L2', title: 'Audiobooks' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.saves()).toHaveLength(1); // the second waits for the first's version
    release();
    await vi.waitFor(() => expect(server.saves()).toHaveLength(2));
    expect(server.saves()[1]?.body).toMatchObject({ version: 2 });
    await vi.waitFor(() => expect(meta()).toMatchObject({ version: 3, pending: false }));
    expect(server.plans.get(planId(1))?.state.plan.map((item) => item.key)).toEqual(['L1', 'L2']);
    expect(problem()).toBeNull();
  });

  it('starts “My first student” with the first change of a user who has no plan', async () => {
    const server = fakePlanServer({ plans: [] });
    await started();
    expect(meta()).toMatchObject({ planId: null, pending: false });
    useCartStore.getState().add({ key: 'A1', title: 'Extended Time' });
    await vi.waitFor(() => expect(server.saves()).toHaveLength(1));
    const created = server.calls.find((call) => call.method === 'POST');
    expect(created).toEqual({
      method: 'POST',
      path: '/api/v1/plans',
      body: { label: 'My first student' },
    });
    const [plan] = [...server.plans.values()];
    expect(plan?.state.plan).toEqual([{ key: 'A1', title: 'Extended Time' }]);
    await vi.waitFor(() =>
      expect(meta()).toMatchObject({ planId: plan?.id, version: 2, pending: false }),
    );
  });

  it('without a current plan, takes the first one the user may edit that is not archived', async () => {
    const server = fakePlanServer({
      plans: [
        studentPlan(1, { role: 'viewer' }),
        studentPlan(2, { archived: true }),
        studentPlan(3, { role: 'editor', state: savedState }),
      ],
      currentPlanId: null,
    });
    await started();
    expect(meta().planId).toBe(planId(3));
    expect(server.currentPlanId).toBe(planId(3));
    expect(useCartStore.getState().items).toEqual(savedState.plan);
  });

  it('never works on a plan shared to view, even when it is the current one', async () => {
    fakePlanServer({
      plans: [studentPlan(1, { role: 'viewer', state: savedState }), studentPlan(2)],
      currentPlanId: planId(1),
    });
    await started();
    expect(meta().planId).toBe(planId(2));
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('keeps changes made while the session had ended and saves them after signing in again', async () => {
    const server = fakePlanServer({ plans: [studentPlan(1)], currentPlanId: planId(1) });
    await started();
    server.failSaves = { status: 401, code: 'UNAUTHENTICATED' };
    useCartStore.getState().add({ key: 'A1', title: 'Extended Time' });
    await vi.waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(meta().pending).toBe(true);
    stopBuilderSync(); // the session ended: signed-out view, stores kept

    server.failSaves = null;
    await started();
    await vi.waitFor(() => expect(server.saves()).toHaveLength(2));
    expect(server.plans.get(planId(1))?.state.plan).toEqual([
      { key: 'A1', title: 'Extended Time' },
    ]);
    expect(useCartStore.getState().items).toEqual([{ key: 'A1', title: 'Extended Time' }]);
    await vi.waitFor(() => expect(meta()).toMatchObject({ version: 2, pending: false }));
  });

  it('asks the user when someone saved the plan after this browser’s changes began', async () => {
    useSyncMetaStore.setState({ ownerId: ROSA, planId: planId(1), version: 1, pending: true });
    useCartStore.getState().add({ key: 'C9', title: 'My change' });
    const server = fakePlanServer({
      plans: [studentPlan(1, { state: savedState, version: 2 })],
      currentPlanId: planId(1),
    });
    startBuilderSync(ROSA);
    await vi.waitFor(() => expect(problem()).toEqual({ kind: 'conflict', planId: planId(1) }));
    expect(useCartStore.getState().items).toEqual([{ key: 'C9', title: 'My change' }]);
    expect(server.saves()).toEqual([]);
    expect(meta()).toMatchObject({ version: 1, pending: true });
  });

  it('carries the old one-document record over: unsaved changes kept, without a plan', async () => {
    localStorage.setItem(
      'trellis-builder-sync',
      JSON.stringify({
        state: { ownerId: ROSA, baseUpdatedAt: '2026-11-20T00:00:00.000Z', pending: true },
        version: 0,
      }),
    );
    await useSyncMetaStore.persist.rehydrate();
    expect(meta()).toEqual({ ownerId: ROSA, planId: null, version: null, pending: true });
  });

  it('takes the upgraded plan without asking when it holds what the browser holds', async () => {
    useSyncMetaStore.setState({ ownerId: ROSA, planId: null, version: null, pending: true });
    useCartStore.getState().replace(savedState.plan);
    useBuilderStore.getState().replace(savedState);
    const server = fakePlanServer({
      plans: [studentPlan(1, { state: savedState })],
      currentPlanId: planId(1),
    });
    await started();
    expect(problem()).toBeNull();
    expect(meta()).toEqual({ ownerId: ROSA, planId: planId(1), version: 1, pending: false });
    expect(server.saves()).toEqual([]);
  });

  it('never shows one user another user’s work left in the browser', async () => {
    useSyncMetaStore.setState({
      ownerId: 'someone-else',
      planId: planId(7),
      version: 3,
      pending: true,
    });
    useCartStore.getState().add({ key: 'C9', title: 'Their plan' });
    const server = fakePlanServer({ plans: [] });
    await started();
    expect(meta().ownerId).toBe(ROSA);
    expect(useCartStore.getState().items).toEqual([]);
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves nothing once stopped, so clearing the stores at sign-out is not saved', async () => {
    const server = fakePlanServer({
      plans: [studentPlan(1, { state: savedState })],
      currentPlanId: planId(1),
    });
    await started();
    stopBuilderSync();
    useCartStore.getState().clear();
    useBuilderStore.getState().reset();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.saves()).toEqual([]);
  });

  describe('when someone else saved meanwhile (409 PLAN_CONFLICT)', () => {
    async function conflicted() {
      const server = fakePlanServer({ plans: [studentPlan(1)], currentPlanId: planId(1) });
      await started();
      server.editAsColleague(planId(1), savedState);
      useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
      await vi.waitFor(() => expect(problem()).toEqual({ kind: 'conflict', planId: planId(1) }));
      return server;
    }

    it('stops saving until the user chooses', async () => {
      const server = await conflicted();
      useCartStore.getState().add({ key: 'L2', title: 'Audiobooks' });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(server.saves()).toHaveLength(1);
      expect(meta().pending).toBe(true);
    });

    it('“Keep mine” saves the browser’s copy naming their version', async () => {
      const server = await conflicted();
      await keepMyVersion(2);
      expect(server.saves()[1]?.body).toMatchObject({ version: 2 });
      expect(server.plans.get(planId(1))?.state.plan).toEqual([
        { key: 'L1', title: 'Text-to-Speech' },
      ]);
      expect(problem()).toBeNull();
      expect(meta()).toMatchObject({ version: 3, pending: false });
    });

    it('“Reload their version” takes their state and version', async () => {
      const server = await conflicted();
      const theirs = server.plans.get(planId(1));
      if (!theirs) throw new Error('no plan');
      reloadTheirVersion(structuredClone(theirs));
      expect(useCartStore.getState().items).toEqual(savedState.plan);
      expect(problem()).toBeNull();
      expect(meta()).toMatchObject({ version: 2, pending: false });
      useCartStore.getState().add({ key: 'L3', title: 'Large Print' });
      await vi.waitFor(() => expect(server.saves()).toHaveLength(2));
      expect(server.saves()[1]?.body).toMatchObject({ version: 2 });
    });
  });

  it('stops saving with a problem to show when the user may only view the plan now (403)', async () => {
    const server = fakePlanServer({ plans: [studentPlan(1)], currentPlanId: planId(1) });
    await started();
    const plan = server.plans.get(planId(1));
    if (plan) plan.role = 'viewer';
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    await vi.waitFor(() => expect(problem()).toEqual({ kind: 'forbidden', planId: planId(1) }));
    useCartStore.getState().add({ key: 'L2', title: 'Audiobooks' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.saves()).toHaveLength(1);
  });

  it('switches students: saves the pending change first, loads the other, makes it current', async () => {
    const server = fakePlanServer({
      plans: [studentPlan(1), studentPlan(2, { state: savedState, version: 5 })],
      currentPlanId: planId(1),
    });
    await started();
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    await switchToPlan(planId(2));
    expect(server.plans.get(planId(1))?.state.plan).toEqual([
      { key: 'L1', title: 'Text-to-Speech' },
    ]);
    const order = server.calls
      .filter((call) => call.method !== 'GET' || call.path.endsWith(planId(2)))
      .map((call) => `${call.method} ${call.path.replace('/api/v1', '')}`);
    // The other plan is read before it is made current: a plan shared to view never is.
    expect(order).toEqual([
      `PUT /plans/${planId(1)}/state`,
      `GET /plans/${planId(2)}`,
      'PUT /plans/current',
    ]);
    expect(server.currentPlanId).toBe(planId(2));
    expect(useCartStore.getState().items).toEqual(savedState.plan);
    expect(meta()).toMatchObject({ planId: planId(2), version: 5, pending: false });
  });

  it('does not switch while the current student’s changes cannot be saved', async () => {
    const server = fakePlanServer({
      plans: [studentPlan(1), studentPlan(2, { state: savedState })],
      currentPlanId: planId(1),
    });
    await started();
    server.failSaves = { status: 503, code: 'NOT_READY' };
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    await expect(switchToPlan(planId(2))).rejects.toThrow(/could not be saved yet/);
    expect(meta().planId).toBe(planId(1));
    expect(useCartStore.getState().items).toEqual([{ key: 'L1', title: 'Text-to-Speech' }]);
  });

  it('waits for the sync to start when a student is opened before it has', async () => {
    const server = fakePlanServer({
      plans: [studentPlan(1), studentPlan(2, { state: savedState, version: 3 })],
      currentPlanId: planId(1),
    });
    // The builder's chunk can arrive before the signed-in services that start the sync.
    const switched = switchToPlan(planId(2));
    startBuilderSync(ROSA);
    await switched;
    expect(server.currentPlanId).toBe(planId(2));
    expect(meta()).toMatchObject({ planId: planId(2), version: 3 });
  });

  it('says to sign in again when no sync starts in time', async () => {
    vi.useFakeTimers();
    try {
      const switched = switchToPlan(planId(2));
      const refused = expect(switched).rejects.toThrow('Sign in again to open a student’s plan.');
      await vi.advanceTimersByTimeAsync(SYNC_START_WAIT_MS);
      await refused;
    } finally {
      vi.useRealTimers();
    }
  });
});
