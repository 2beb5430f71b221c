import { Suspense } from 'react';
import { useWantedOnce } from '../../hooks/use-wanted-once';
import { useDetailModalStore } from '../../stores/detail-modal-store';
import { useSyncStatusStore } from '../../stores/plan-sync-state';
import { lazyComponent } from '../../lib/lazy-load';

// The app-wide dialogs load with their first use, not with every page: the detail modal
// brings the Markdown renderer and the sanitiser, which most pages never need.
const DetailModal = lazyComponent(
  () => import('../../components/detail-modal'),
  (m) => m.DetailModal,
);
const PlanConflictDialog = lazyComponent(
  () => import('../../features/builder/plan-conflict-dialog'),
  (m) => m.PlanConflictDialog,
);

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
