import { useEffect } from 'react';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { type SaveProblem, useSyncStatusStore } from '../../stores/plan-sync-state';

const ALERT_KEY = 'planSave';

function alertFor(problem: SaveProblem | null) {
  if (problem?.kind === 'forbidden') {
    return {
      alertType: 'warning' as const,
      title: 'You can only view this student’s plan now, so your changes are not saved.',
      errors: ['Ask the plan’s owner to make you an editor, or switch to another student.'],
    };
  }
  if (problem?.kind === 'refused') {
    return {
      alertType: 'danger' as const,
      title: 'Your latest change could not be saved.',
      errors: [problem.message],
    };
  }
  return null;
}

/**
 * What the builder and My Plan say when saving the current plan is refused: an alert when the
 * plan became view-only or hit a limit. (A conflict opens its dialog on any page: the layout
 * holds it.)
 */
export function PlanSaveNotices() {
  const problem = useSyncStatusStore((state) => state.problem);
  useEffect(() => {
    const alert = alertFor(problem);
    const { setAlert, removeAlert } = useAlertsStore.getState();
    if (alert) setAlert(ALERT_KEY, alert);
    else removeAlert(ALERT_KEY);
  }, [problem]);
  return <KeyedAlert alertKey={ALERT_KEY} />;
}
