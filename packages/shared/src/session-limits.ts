// Zod-free, so the web app's signed-in pages can read the session's limits without loading
// the schema chunk (apps/web/vite.config.ts).

/** A session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_HOURS = 12;
/** A session ends after this long without a request. */
export const SESSION_IDLE_MINUTES = 60;
