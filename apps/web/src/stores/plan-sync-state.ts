import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the browser knows about its copy of the current student plan; kept across reloads. */
export interface SyncMeta {
  /** The user whose work the browser holds; another user's never mixes in. */
  ownerId: string | null;
  /** The student plan the builder and My Plan work on (null before the user's first plan). */
  planId: string | null;
  /** The plan's version the browser's copy started from; the next save names it. */
  version: number | null;
  /** Whether the browser holds changes the server has not saved yet. */
  pending: boolean;
}

export const EMPTY_SYNC_META: SyncMeta = {
  ownerId: null,
  planId: null,
  version: null,
  pending: false,
};

/**
 * The sync's persisted record (decision 006), now per student plan. Version 0 held one
 * document per user (`baseUpdatedAt`); its unsaved changes carry over without a plan, and
 * the first load compares them with the user's current plan instead of dropping them.
 */
export const useSyncMetaStore = create<SyncMeta>()(
  persist(() => EMPTY_SYNC_META, {
    name: 'trellis-builder-sync',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    migrate: (persisted) => {
      const old = (persisted ?? {}) as { ownerId?: unknown; pending?: unknown };
      return {
        ...EMPTY_SYNC_META,
        ownerId: typeof old.ownerId === 'string' ? old.ownerId : null,
        pending: old.pending === true,
      };
    },
  }),
);

/** Why saving stopped, or the last save was refused. */
export type SaveProblem =
  /** Someone saved the plan since the browser's version: the user chooses whose to keep. */
  | { kind: 'conflict'; planId: string }
  /** The user may only view the plan now: nothing more is saved to it. */
  | { kind: 'forbidden'; planId: string }
  /** The server refused the state (a limit): saving goes on with the next change. */
  | { kind: 'refused'; message: string };

/** `idle` before sign-in, `loading` the current plan, `ready`, or `failed` to load it. */
export type SyncPhase = 'idle' | 'loading' | 'ready' | 'failed';

interface SyncStatus {
  phase: SyncPhase;
  problem: SaveProblem | null;
}

const IDLE: SyncStatus = { phase: 'idle', problem: null };

/** What the sync is doing, for the screens (not kept across reloads). */
export const useSyncStatusStore = create<SyncStatus>()(() => IDLE);

/** Forgets the sync's status (when it stops). */
export function resetSyncStatus() {
  useSyncStatusStore.setState(IDLE);
}

/**
 * Whether the current plan is still on its way (before the sync's first answer): screens show
 * it loading rather than as empty, which would only flash and then move.
 */
export function usePlanLoading(): boolean {
  return useSyncStatusStore((state) => state.phase === 'idle' || state.phase === 'loading');
}
