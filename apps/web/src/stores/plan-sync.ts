import { FIRST_PLAN_LABEL } from '@trellis/shared/plan-limits';
import { ErrorCode } from '@trellis/shared/api-error';
import type { CreatePlanBody, StudentPlan } from '@trellis/shared/student-plans';
import { ApiRequestError } from '../lib/api-client';
import { useBuilderStore } from './builder-store';
import { useCartStore } from './cart-store';
import { choosePlan, sameState, SHARED_STORAGE_KEYS, snapshot } from './plan-choice';
import {
  createPlan,
  fetchPlan,
  fetchPlanList,
  makePlanCurrent,
  savePlanState,
} from './plan-sync-api';
import {
  EMPTY_SYNC_META,
  type SaveProblem,
  type SyncMeta,
  resetSyncStatus,
  useSyncMetaStore,
  useSyncStatusStore,
} from './plan-sync-state';
import { PlanSwitchError, SWITCH_MESSAGES } from './plan-switch-error';

/** Wait after the last change before saving, so a burst of clicks is one request. */
export const SAVE_DELAY_MS = 400;

const setMeta = (change: Partial<SyncMeta>) => useSyncMetaStore.setState(change);
const getMeta = () => useSyncMetaStore.getState();
const setProblem = (problem: SaveProblem | null) => useSyncStatusStore.setState({ problem });

/**
 * One signed-in user's sync: loads the current student plan into the builder and cart
 * stores, saves each change shortly after it happens with the version it started from,
 * stops at a conflict (the user decides) or when the plan became view-only, and moves the
 * builder from one student to another without losing unsaved changes.
 */
export class PlanSync {
  private stopped = false;
  /** Whether the current plan is in the stores, so changes may be saved. */
  private loaded = false;
  /** Set while a plan is put into the stores: that is no change of the user's. */
  private applying = false;
  /** Saving stopped at a conflict or a refusal until the user chooses. */
  private halted = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<void> | null = null;
  private saveAgain = false;
  private loading: Promise<void> | null = null;
  private switching: { planId: string; done: Promise<void> } | null = null;
  private readonly unsubscribe: (() => void)[];

  constructor(private readonly userId: string) {
    window.addEventListener('storage', this.onOtherTab);
    this.unsubscribe = [
      useBuilderStore.subscribe(this.onChange),
      useCartStore.subscribe(this.onChange),
      () => window.removeEventListener('storage', this.onOtherTab),
    ];
  }

  /**
   * Another tab of this browser changed the builder, the plan or the student: this tab takes
   * the same view. The current student is the user's, not a tab's, and the three stores are
   * kept under separate keys: a tab that went on with its own copy would write one student's
   * strengths beside another's items, and the next load could save that mixture.
   */
  private onOtherTab = (event: StorageEvent) => {
    if (this.stopped || !event.key || !SHARED_STORAGE_KEYS.includes(event.key)) return;
    this.applying = true;
    void Promise.all([
      useBuilderStore.persist.rehydrate(),
      useCartStore.persist.rehydrate(),
      useSyncMetaStore.persist.rehydrate(),
    ]).finally(() => {
      this.applying = false;
    });
  };

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.unsubscribe.forEach((stop) => stop());
    resetSyncStatus();
  }

  private onChange = () => {
    if (this.applying || this.stopped) return;
    // Before the first load, another user's leftovers stay theirs (the load drops them).
    const { ownerId } = getMeta();
    setMeta({ ownerId: ownerId ?? this.userId, pending: true });
    if (!this.loaded || this.halted) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), SAVE_DELAY_MS);
  };

  /** Loads the current plan unless it is loaded (again after a failed first try). */
  ensureLoaded(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Loads the user's current plan again (the one the builder held has gone). */
  async reload(): Promise<void> {
    if (this.loading || this.switching) return this.loading ?? Promise.resolve();
    // A save on its way would land after the plan is read, and look like someone else's.
    await this.saving;
    if (this.loading || this.switching) return this.loading ?? Promise.resolve();
    this.loaded = false;
    return this.ensureLoaded();
  }

  private async load() {
    useSyncStatusStore.setState({ phase: 'loading' });
    try {
      await this.loadCurrentPlan();
      if (!this.stopped) useSyncStatusStore.setState({ phase: 'ready' });
    } catch (error) {
      // The browser's copy stays as it is; opening a student or signing in again retries.
      if (!this.stopped) useSyncStatusStore.setState({ phase: 'failed' });
      throw error;
    }
  }

  private async loadCurrentPlan() {
    const list = await fetchPlanList();
    if (this.stopped) return;
    const meta = getMeta();
    const unsaved = (meta.ownerId === null || meta.ownerId === this.userId) && meta.pending;
    const planId = choosePlan(list, unsaved ? meta.planId : null);
    if (planId === null) {
      this.loaded = true;
      if (unsaved && meta.planId === null) {
        // A new user's first choices: the save creates their first plan.
        setMeta({ ownerId: this.userId });
        await this.save();
      } else {
        this.apply(null);
      }
      return;
    }
    if (planId !== list.currentPlanId) await makePlanCurrent(planId);
    // Usually the plan the list answered whole: one request, not two in a row.
    const plan = list.current?.id === planId ? list.current : await fetchPlan(planId);
    if (this.stopped) return;
    this.loaded = true;
    if (!unsaved || (meta.planId !== null && meta.planId !== planId)) {
      // Nothing unsaved, or unsaved changes to a plan that is gone: the saved plan it is.
      this.apply(plan);
      return;
    }
    if (sameState(snapshot(), plan.state)) {
      setMeta({ ownerId: this.userId, planId, version: plan.version, pending: false });
    } else if (meta.planId === planId && meta.version === plan.version) {
      // Changes made on top of the latest version (say, while a session had ended) win.
      setMeta({ ownerId: this.userId });
      await this.save();
    } else {
      // Both changed: the user chooses. The old version stays, so a reload asks again.
      setMeta({
        ownerId: this.userId,
        planId,
        version: meta.planId === planId ? meta.version : null,
      });
      this.halt({ kind: 'conflict', planId });
    }
  }

  /** Puts a plan (or nothing: no plan yet) into the stores as the saved state. */
  private apply(plan: StudentPlan | null) {
    clearTimeout(this.timer);
    this.applying = true;
    try {
      useBuilderStore.getState().replace({
        strengths: plan?.state.strengths ?? [],
        needs: plan?.state.needs ?? [],
      });
      useCartStore.getState().replace(plan?.state.plan ?? [], plan?.state.reviewKept ?? []);
    } finally {
      this.applying = false;
    }
    useSyncMetaStore.setState({
      ...EMPTY_SYNC_META,
      ownerId: this.userId,
      planId: plan?.id ?? null,
      version: plan?.version ?? null,
    });
  }

  private halt(problem: SaveProblem) {
    this.halted = true;
    clearTimeout(this.timer);
    setProblem(problem);
  }

  private resume() {
    this.halted = false;
    setProblem(null);
  }

  /** Saves the pending changes now; one save at a time, so each names the last version. */
  save(): Promise<void> {
    clearTimeout(this.timer);
    if (this.stopped || !this.loaded || this.halted) return Promise.resolve();
    if (this.saving) {
      this.saveAgain = true;
      return this.saving;
    }
    this.saving = this.saveWhilePending().finally(() => {
      this.saving = null;
    });
    return this.saving;
  }

  private async saveWhilePending() {
    do {
      this.saveAgain = false;
      if (!getMeta().pending) return;
      await this.saveOnce();
    } while (this.saveAgain && !this.stopped && !this.halted);
  }

  private async saveOnce() {
    const sent = snapshot();
    let { planId, version } = getMeta();
    try {
      if (planId === null || version === null) {
        // No plan yet: the user's first change starts one, so the builder needs no extra step.
        const created = await createPlan({ label: FIRST_PLAN_LABEL });
        if (this.stopped) return;
        ({ id: planId, version } = created);
        setMeta({ planId, version });
      }
      const saved = await savePlanState(planId, { state: sent, version });
      if (this.stopped || getMeta().planId !== planId) return;
      // A change made while this save was on its way is still pending.
      const unchanged = sameState(snapshot(), sent);
      setMeta({ version: saved.version, pending: !unchanged });
      if (!unchanged) this.saveAgain = true;
      if (useSyncStatusStore.getState().problem?.kind === 'refused') setProblem(null);
    } catch (error) {
      if (!this.stopped && planId !== null) this.saveFailed(error, planId);
    }
  }

  private saveFailed(error: unknown, planId: string) {
    // Anything else (no connection, a session that ended) stays pending for the next try.
    if (!(error instanceof ApiRequestError)) return;
    switch (error.code) {
      case ErrorCode.PLAN_CONFLICT:
        this.halt({ kind: 'conflict', planId });
        break;
      case ErrorCode.FORBIDDEN:
        this.halt({ kind: 'forbidden', planId });
        break;
      case ErrorCode.NOT_FOUND:
        // Deleted, or no longer shared: the builder moves to the user's current plan.
        void this.reload().catch(() => {});
        break;
      case ErrorCode.VALIDATION_FAILED:
      case ErrorCode.LIMIT_REACHED:
        setProblem({ kind: 'refused', message: error.issues[0]?.message ?? error.message });
        break;
    }
  }

  /**
   * Saves what the browser holds before it moves to another plan: refuses while a conflict
   * waits for the user, or when the changes could not be saved. A plan that became
   * view-only is left with its unsaved changes, which cannot be saved to it anyway.
   */
  private async saveBeforeLeaving() {
    const problem = useSyncStatusStore.getState().problem;
    if (this.halted && problem?.kind === 'forbidden') return;
    if (this.halted) throw new PlanSwitchError(SWITCH_MESSAGES.conflict);
    await this.save();
    if (this.halted) throw new PlanSwitchError(SWITCH_MESSAGES.conflict);
    if (getMeta().pending) throw new PlanSwitchError(SWITCH_MESSAGES.unsaved);
  }

  /** Moves the builder to another plan the user may edit (the same call twice is one move). */
  switchTo(planId: string): Promise<void> {
    if (this.switching?.planId === planId) return this.switching.done;
    const done = this.moveTo(planId).finally(() => {
      if (this.switching?.done === done) this.switching = null;
    });
    this.switching = { planId, done };
    return done;
  }

  private async moveTo(planId: string) {
    await this.ensureLoaded();
    if (getMeta().planId === planId) return;
    await this.saveBeforeLeaving();
    const plan = await fetchPlan(planId);
    if (this.stopped) return;
    // The screens open a plan shared to view read-only; the builder never holds one (and
    // the server refuses to make one current).
    if (plan.role === 'viewer') throw new PlanSwitchError(SWITCH_MESSAGES.viewOnly);
    await makePlanCurrent(planId);
    if (this.stopped) return;
    await this.arrive(plan);
  }

  /** Starts a new plan (empty or copied) and moves the builder to it. */
  async createAndSwitch(body: CreatePlanBody): Promise<StudentPlan> {
    await this.ensureLoaded();
    await this.saveBeforeLeaving();
    const plan = await createPlan(body);
    if (!this.stopped) await this.arrive(plan);
    return plan;
  }

  private async arrive(plan: StudentPlan) {
    // A change made while the plan was on its way belongs to the plan being left.
    await this.saveBeforeLeaving();
    this.resume();
    this.apply(plan);
  }

  /** The conflict's "Reload their version": the server's state and version replace ours. */
  reloadTheirs(plan: StudentPlan) {
    if (plan.id !== getMeta().planId) return;
    this.resume();
    this.apply(plan);
  }

  /** The conflict's "Keep mine": ours is saved over theirs, naming their version. */
  keepMine(theirVersion: number): Promise<void> {
    this.resume();
    setMeta({ version: theirVersion, pending: true });
    return this.save();
  }
}
