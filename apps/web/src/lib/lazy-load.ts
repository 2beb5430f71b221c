import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** Spec §9: a script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError('This page took too long to load.')),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Loads a chunk (with the time-out) and picks a component from it. */
async function loadComponent<M, P>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Promise<ComponentType<P>> {
  return pick(await withTimeout(load(), CHUNK_TIMEOUT_MS));
}

/** A route `lazy` function: loads the page's chunk (with the time-out) and picks its component. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: await loadComponent(load, pick) });
}

/**
 * A part of a page loaded with its first use (a dialog, the signed-in header), with the same
 * time-out as a page; render it inside `<Suspense>`. A failed load reaches the route's error
 * page, which offers a reload.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await loadComponent(load, pick) }));
}
