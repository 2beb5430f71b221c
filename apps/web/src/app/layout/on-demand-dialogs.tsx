import { lazy, Suspense, useState } from 'react';
import { useDetailModalStore } from '../../stores/detail-modal-store';
import { useSyncStatusStore } from '../../stores/plan-sync-state';

// The app-wide dialogs load with their first use, not with every page: the detail modal
// brings the Markdown renderer and the sanitiser, which most pages never need.
const DetailModal = lazy(() =>
  import('../../components/detail-modal').then((m) => ({ default: m.DetailModal })),
);
const PlanConflictDialog = lazy(() =>
  import('../../features/builder/plan-conflict-dialog').then((m) => ({
    default: m.PlanConflictDialog,
  })),
);

/** True from the first time `wanted` holds: a dialog stays mounted so its closing fade plays. */
function useWantedOnce(wanted: boolean): boolean {
  const [wantedBefore, setWantedBefore] = useState(wanted);
  if (wanted && !wantedBefore) setWantedBefore(true);
  return wanted || wantedBefore;
}

/** The detail modal and the plan-conflict dialog, each mounted once something opens it. */
export function OnDemandDialogs() {
  const detail = useWantedOnce(useDetailModalStore((state) => state.open));
  const conflict = useWantedOnce(useSyncStatusStore((state) => state.problem?.kind === 'conflict'));
  return (
    <>
      <Suspense fallback={null}>{detail && <DetailModal />}</Suspense>
      {/* A save can meet someone else's on any page (adding from Search, say): one dialog. */}
      <Suspense fallback={null}>{conflict && <PlanConflictDialog />}</Suspense>
    </>
  );
}
