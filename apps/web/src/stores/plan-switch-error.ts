/** Why the builder could not move to another student; the message says what to do. */
export class PlanSwitchError extends Error {
  override name = 'PlanSwitchError';
}

/** What the switcher says when it cannot move the builder. */
export const SWITCH_MESSAGES = {
  conflict:
    'Someone else saved this student’s plan while you were working: choose which version to keep first.',
  unsaved:
    'Your latest changes could not be saved yet. Check your connection and try again, so nothing is lost.',
  signedOut: 'Sign in again to open a student’s plan.',
  viewOnly: 'This plan is shared with you to view only, so the builder cannot work on it.',
} as const;
