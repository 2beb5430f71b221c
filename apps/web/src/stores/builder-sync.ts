import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  type BuilderState,
  BuilderStateResponseSchema,
  SavedBuilderStateSchema,
} from '@trellis/shared/builder';
import { apiRequest } from '../lib/api-client';
import { useBuilderStore } from './builder-store';
import { useCartStore } from './cart-store';

/** Wait after the last change before saving, so a burst of clicks is one request. */
export const SAVE_DELAY_MS = 400;

interface SyncMeta {
  /** The user whose work the browser holds; another user's never mixes in. */
  ownerId: string | null;
  /** The server's `updatedAt` of the version the browser's state started from. */
  baseUpdatedAt: string | null;
  /** Whether the browser holds changes the server has not saved yet. */
  pending: boolean;
}

const EMPTY_META: SyncMeta = { ownerId: null, baseUpdatedAt: null, pending: false };

/** What the browser knows about its copy of the saved state; kept across reloads. */
export const useSyncMetaStore = create<SyncMeta>()(
  persist(() => EMPTY_META, {
    name: 'trellis-builder-sync',
    storage: createJSONStorage(() => localStorage),
  }),
);

function snapshot(): BuilderState {
  const { strengths, needs } = useBuilderStore.getState();
  return { strengths, needs, plan: useCartStore.getState().items };
}

function applySaved(state: BuilderState | null) {
  useBuilderStore.getState().replace({
    strengths: state?.strengths ?? [],
    needs: state?.needs ?? [],
  });
  useCartStore.getState().replace(state?.plan ?? []);
}

let stopCurrent: (() => void) | null = null;

/** Stops saving (sign-out calls it before clearing the stores, so nothing empty is saved). */
export function stopBuilderSync() {
  stopCurrent?.();
  stopCurrent = null;
}

/**
 * Keeps the signed-in user's builder state and plan in step with the server:
 * first loads the saved state, or saves the browser's if it holds changes made on top of
 * the latest saved version (for example while a session had ended); then saves every
 * change shortly after it happens. A save that fails stays pending and goes out with the
 * next change or the next sign-in; the browser's copy is never lost meanwhile.
 */
export function startBuilderSync(userId: string) {
  stopBuilderSync();
  let stopped = false;
  let loaded = false;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = async () => {
    const sent = snapshot();
    try {
      const { updatedAt } = await apiRequest('/builder-state', SavedBuilderStateSchema, {
        method: 'PUT',
        body: sent,
      });
      if (stopped) return;
      // A change made while this save was on its way is still pending.
      const unchanged = JSON.stringify(snapshot()) === JSON.stringify(sent);
      useSyncMetaStore.setState({ baseUpdatedAt: updatedAt, pending: !unchanged });
    } catch {
      // Stays pending: saved with the next change, or after signing in again.
    }
  };

  const onChange = () => {
    if (applying || stopped) return;
    useSyncMetaStore.setState({ ownerId: userId, pending: true });
    if (!loaded) return;
    clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  };

  const load = async () => {
    const saved = await apiRequest('/builder-state', BuilderStateResponseSchema);
    if (stopped) return;
    const meta = useSyncMetaStore.getState();
    const ours = meta.ownerId === null || meta.ownerId === userId;
    // The browser's changes win only if nobody saved a newer version meanwhile.
    if (ours && meta.pending && saved.updatedAt === meta.baseUpdatedAt) {
      loaded = true;
      await save();
      return;
    }
    applying = true;
    applySaved(saved.state);
    applying = false;
    useSyncMetaStore.setState({ ownerId: userId, baseUpdatedAt: saved.updatedAt, pending: false });
    loaded = true;
  };

  const unsubscribe = [useBuilderStore.subscribe(onChange), useCartStore.subscribe(onChange)];
  stopCurrent = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe.forEach((stop) => stop());
  };
  // A failed first load leaves the browser's copy in place; the next sign-in tries again.
  void load().catch(() => {});
  return stopBuilderSync;
}

/** Forgets the browser's copy and its owner (sign-out). */
export function clearSyncMeta() {
  useSyncMetaStore.setState(EMPTY_META);
}
