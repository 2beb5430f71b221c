import { useAlertsStore, alertEntryText, type AlertType } from './alerts-store';

const ICONS: Record<AlertType, { path: string; label: string }> = {
  info: {
    label: 'Information',
    path: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm.9 10.5H7.1V7h1.8v4.5zM8 5.9a1 1 0 1 1 0-2 1 1 0 0 1 0 2z',
  },
  success: {
    label: 'Success',
    path: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm-1 10.2L3.8 8l1.3-1.3L7 8.6l3.9-3.9 1.3 1.3L7 11.2z',
  },
  warning: {
    label: 'Warning',
    path: 'M8 1 .5 14h15L8 1zm.9 11H7.1v-1.8h1.8V12zm0-3H7.1V5.5h1.8V9z',
  },
  danger: {
    label: 'Error',
    path: 'M5.1 1 1 5.1v5.8L5.1 15h5.8l4.1-4.1V5.1L10.9 1H5.1zm5.4 8.6-.9.9L8 8.9l-1.6 1.6-.9-.9L7.1 8 5.5 6.4l.9-.9L8 7.1l1.6-1.6.9.9L8.9 8l1.6 1.6z',
  },
};

/**
 * Shows the alert stored under `alertKey`, if any. Danger and warning alerts interrupt
 * screen readers (role=alert); info and success are announced politely (role=status).
 * Clicking the icon dismisses the alert (spec §3).
 */
export function KeyedAlert({ alertKey }: { alertKey: string }) {
  const alert = useAlertsStore((state) => state.alerts[alertKey]);
  const removeAlert = useAlertsStore((state) => state.removeAlert);
  if (!alert) return null;
  const icon = ICONS[alert.alertType];
  const urgent = alert.alertType === 'danger' || alert.alertType === 'warning';
  return (
    <div
      className={`alert alert-${alert.alertType} d-flex gap-2 align-items-start`}
      role={urgent ? 'alert' : 'status'}
      data-alert-key={alertKey}
    >
      <button
        type="button"
        className="btn btn-link p-0 alert-icon-button"
        onClick={() => removeAlert(alertKey)}
        aria-label={`Dismiss ${icon.label.toLowerCase()} message`}
        title="Dismiss"
      >
        <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={icon.path} />
        </svg>
      </button>
      <div>
        <strong>{alert.title}</strong>
        {alert.errors && alert.errors.length > 0 && (
          <ul className="mb-0 ps-3">
            {alert.errors.map((entry, index) => (
              <li key={index}>{alertEntryText(entry)}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
