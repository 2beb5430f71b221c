import { create } from 'zustand';

/** The sign-in page's alert key (spec §8): failures, and the notice that a session ended. */
export const SIGN_IN_ALERT_KEY = 'signinError';

/** The four alert types of spec §3, each with its own icon. */
export type AlertType = 'info' | 'success' | 'warning' | 'danger';

/** An alert: a title and a list of error entries (strings or `{message}` objects). */
export interface AppAlert {
  title: string;
  alertType: AlertType;
  errors?: unknown[];
}

interface AlertsState {
  alerts: Record<string, AppAlert>;
  setAlert(key: string, alert: AppAlert): void;
  removeAlert(key: string): void;
  clearAlerts(): void;
}

/** Alerts set under a key (signinError, codeError, regCode, pwUpdate…) and removed by key. */
export const useAlertsStore = create<AlertsState>()((set) => ({
  alerts: {},
  setAlert: (key, alert) => set((state) => ({ alerts: { ...state.alerts, [key]: alert } })),
  removeAlert: (key) =>
    set((state) => {
      const { [key]: _removed, ...rest } = state.alerts;
      return { alerts: rest };
    }),
  clearAlerts: () => set({ alerts: {} }),
}));

/** The text of one error entry: a string, or an object's `message`; anything else is unknown. */
export function alertEntryText(entry: unknown): string {
  if (typeof entry === 'string' && entry.trim()) return entry;
  if (entry && typeof entry === 'object' && 'message' in entry) {
    const message = (entry as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return 'Unknown error';
}
