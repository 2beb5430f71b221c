/**
 * A signal that aborts when `signal` does or after `ms` milliseconds (then as a
 * TimeoutError). Falls back to a hand-made one where AbortSignal.any is missing (Safari
 * before 17.4, still on some school devices).
 */
export function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  const controller = new AbortController();
  const forward = (source: AbortSignal) => () => controller.abort(source.reason);
  signal.addEventListener('abort', forward(signal), { once: true });
  timeout.addEventListener('abort', forward(timeout), { once: true });
  return controller.signal;
}
