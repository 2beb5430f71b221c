import type { CreatePlanBody, StudentPlan } from '@trellis/shared/student-plans';
import { EMPTY_SYNC_META, resetSyncStatus, useSyncMetaStore } from './plan-sync-state';
import { PlanSwitchError, SWITCH_MESSAGES } from './plan-switch-error';
import { PlanSync } from './plan-sync';

// The app's one sync (stores/plan-sync.ts) for whoever is signed in, and the entry points
// the screens use: start and stop it, switch student, answer a conflict.

export { useSyncMetaStore } from './plan-sync-state';
export { PlanSwitchError } from './plan-switch-error';
export { SAVE_DELAY_MS } from './plan-sync';

/**
 * How long a switch waits for the sync to start. The sync starts once `/me` names the user
 * (app/use-builder-sync.ts): a builder that arrived first must not refuse a click.
 */
export const SYNC_START_WAIT_MS = 10_000;

let current: PlanSync | null = null;
const waitingForStart = new Set<(sync: PlanSync) => void>();

function running(): Promise<PlanSync> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve, reject) => {
    const started = (sync: PlanSync) => {
      clearTimeout(timer);
      resolve(sync);
    };
    const timer = setTimeout(() => {
      waitingForStart.delete(started);
      reject(new PlanSwitchError(SWITCH_MESSAGES.signedOut));
    }, SYNC_START_WAIT_MS);
    waitingForStart.add(started);
  });
}

/** Stops saving (sign-out calls it before clearing the stores, so nothing empty is saved). */
export function stopBuilderSync() {
  current?.stop();
  current = null;
}

/**
 * Keeps the signed-in user's current student plan in step with the server. The browser's
 * copy is never lost: changes save 400 ms after they happen, a failed save stays pending
 * and goes out with the next change or the next sign-in, and changes made on top of the
 * latest version win at the next load (decision 006, per plan since issue 16).
 */
export function startBuilderSync(userId: string) {
  stopBuilderSync();
  const sync = new PlanSync(userId);
  current = sync;
  void sync.ensureLoaded().catch(() => {});
  waitingForStart.forEach((started) => started(sync));
  waitingForStart.clear();
  return stopBuilderSync;
}

/**
 * Moves the builder and My Plan to another of the user's editable plans: saves the pending
 * changes of the current one first, makes the plan current on the server, loads its state.
 */
export function switchToPlan(planId: string): Promise<void> {
  return running().then((sync) => sync.switchTo(planId));
}

/** Creates a plan (`POST /plans`) and moves the builder to it, saving the current one first. */
export function createPlanAndSwitch(body: CreatePlanBody): Promise<StudentPlan> {
  return running().then((sync) => sync.createAndSwitch(body));
}

/** Loads the user's current plan again, e.g. when the one the builder holds was deleted. */
export function reloadCurrentPlan(): Promise<void> {
  return current?.reload() ?? Promise.resolve();
}

/** After a conflict: take the server's version (fetched by the conflict dialog). */
export function reloadTheirVersion(plan: StudentPlan) {
  current?.reloadTheirs(plan);
}

/** After a conflict: save the browser's copy over theirs, naming their version. */
export function keepMyVersion(theirVersion: number): Promise<void> {
  return current?.keepMine(theirVersion) ?? Promise.resolve();
}

/** Forgets the browser's copy and its owner (sign-out). */
export function clearSyncMeta() {
  useSyncMetaStore.setState(EMPTY_SYNC_META);
  resetSyncStatus();
}
