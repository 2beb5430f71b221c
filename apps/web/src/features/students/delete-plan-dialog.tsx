import type { PlanSummary } from '@trellis/shared/student-plans';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** Delete (owners only): names the student and says plainly that it cannot be undone. */
export function DeletePlanDialog({
  show,
  plan,
  onConfirm,
  onClose,
  onExited,
}: {
  show: boolean;
  plan: PlanSummary;
  onConfirm(): void;
  onClose(): void;
  onExited(): void;
}) {
  return (
    <ConfirmDialog
      show={show}
      question={`Delete the plan of ${plan.label}?`}
      detail={
        `Its strengths, needs, accommodations and history are deleted` +
        (plan.shared ? ', also for the colleagues you shared it with' : '') +
        '. This cannot be undone.'
      }
      confirmLabel="Delete plan"
      onConfirm={onConfirm}
      onCancel={onClose}
      onExited={onExited}
    />
  );
}
