/**
 * When the server last answered a request from this tab. Each answered request keeps the
 * session alive, so the idle-expiry warning counts from here.
 */
let lastActivity = Date.now();
const SESSION_ENDED_EVENT = 'trellis:session-ended';

export function noteServerActivity() {
  lastActivity = Date.now();
}

export function lastServerActivity() {
  return lastActivity;
}

/** Tells the app that the server said the session is over (a 401 on a signed-in call). */
export function announceSessionEnded() {
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

export function onSessionEnded(listener: () => void) {
  window.addEventListener(SESSION_ENDED_EVENT, listener);
  return () => window.removeEventListener(SESSION_ENDED_EVENT, listener);
}
