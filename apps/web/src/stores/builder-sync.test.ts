import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderState } from '@trellis/shared/builder';
import { clearSyncMeta, startBuilderSync, stopBuilderSync, useSyncMetaStore } from './builder-sync';
import { useBuilderStore } from './builder-store';
import { useCartStore } from './cart-store';

const ROSA = 'rosa-id';

/** A server that keeps one saved state, like PUT/GET /api/v1/builder-state. */
function fakeServer(initial: { state: BuilderState | null; updatedAt: string | null }) {
  const server = { ...initial, puts: [] as BuilderState[], status: 200 };
  let version = 0;
  globalThis.fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (server.status !== 200) {
      return new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'ended' }), {
        status: server.status,
      });
    }
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as BuilderState;
      server.puts.push(body);
      server.state = body;
      version += 1;
      server.updatedAt = `2026-11-22T10:00:0${version}.000Z`;
      return Response.json({ updatedAt: server.updatedAt });
    }
    return Response.json({ state: server.state, updatedAt: server.updatedAt });
  }) as typeof fetch;
  return server;
}

const savedState: BuilderState = {
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

describe('saving the builder state and plan for the signed-in user', () => {
  beforeEach(() => {
    stopBuilderSync();
    useBuilderStore.getState().reset();
    useCartStore.getState().clear();
    clearSyncMeta();
  });
  afterEach(() => stopBuilderSync());

  it('loads the saved state into a fresh browser', async () => {
    const server = fakeServer({ state: savedState, updatedAt: '2026-11-22T09:00:00.000Z' });
    startBuilderSync(ROSA);
    await vi.waitFor(() => expect(useCartStore.getState().items).toEqual(savedState.plan));
    expect(useBuilderStore.getState().needs).toEqual(savedState.needs);
    expect(useSyncMetaStore.getState()).toEqual({
      ownerId: ROSA,
      baseUpdatedAt: '2026-11-22T09:00:00.000Z',
      pending: false,
    });
    expect(server.puts).toEqual([]);
  });

  it('saves each change shortly after it happens', async () => {
    const server = fakeServer({ state: null, updatedAt: null });
    startBuilderSync(ROSA);
    await vi.waitFor(() => expect(useSyncMetaStore.getState().ownerId).toBe(ROSA));
    useBuilderStore.getState().toggleStrength({ id: 'visual-learner', name: 'Visual Learner' });
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    await vi.waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toEqual({
      strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
      needs: [],
      plan: [{ key: 'L1', title: 'Text-to-Speech' }],
    });
    await vi.waitFor(() => expect(useSyncMetaStore.getState().pending).toBe(false));
  });

  it('keeps changes made while the session had ended and saves them after signing in again', async () => {
    const server = fakeServer({ state: null, updatedAt: null });
    startBuilderSync(ROSA);
    await vi.waitFor(() => expect(useSyncMetaStore.getState().ownerId).toBe(ROSA));
    server.status = 401;
    useCartStore.getState().add({ key: 'A1', title: 'Extended Time' });
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2));
    expect(useSyncMetaStore.getState().pending).toBe(true);
    stopBuilderSync(); // the session ended: signed-out view, stores kept

    server.status = 200;
    startBuilderSync(ROSA);
    await vi.waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]?.plan).toEqual([{ key: 'A1', title: 'Extended Time' }]);
    expect(useCartStore.getState().items).toEqual([{ key: 'A1', title: 'Extended Time' }]);
  });

  it('takes the saved state when another browser saved after this one’s changes began', async () => {
    useSyncMetaStore.setState({
      ownerId: ROSA,
      baseUpdatedAt: '2026-11-20T00:00:00.000Z',
      pending: true,
    });
    useCartStore.getState().add({ key: 'C9', title: 'Old change' });
    const server = fakeServer({ state: savedState, updatedAt: '2026-11-22T09:00:00.000Z' });
    startBuilderSync(ROSA);
    await vi.waitFor(() => expect(useCartStore.getState().items).toEqual(savedState.plan));
    expect(server.puts).toEqual([]);
  });

  it('never shows one user another user’s work left in the browser', async () => {
    useSyncMetaStore.setState({ ownerId: 'someone-else', baseUpdatedAt: null, pending: true });
    useCartStore.getState().add({ key: 'C9', title: 'Their plan' });
    const server = fakeServer({ state: null, updatedAt: null });
    startBuilderSync(ROSA);
    await vi.waitFor(() => expect(useSyncMetaStore.getState().ownerId).toBe(ROSA));
    expect(useCartStore.getState().items).toEqual([]);
    expect(server.puts).toEqual([]);
  });

  it('saves nothing once stopped, so clearing the stores at sign-out is not saved', async () => {
    const server = fakeServer({ state: savedState, updatedAt: '2026-11-22T09:00:00.000Z' });
    startBuilderSync(ROSA);
    await vi.waitFor(() => expect(useCartStore.getState().items).toHaveLength(1));
    stopBuilderSync();
    useCartStore.getState().clear();
    useBuilderStore.getState().reset();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.puts).toEqual([]);
  });
});
