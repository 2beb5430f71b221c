import { Link } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { BuilderFrame } from './builder-frame';
import { useSyncMetaStore } from '../../stores/builder-sync';
import { usePlanLoading } from '../../stores/plan-sync-state';
import { ImplementersSection } from './implementers/implementers-section';
import { useHasImplementers } from './implementers/use-implementers';
import { useCurrentPlanDocument } from './plan-document';
import { PlanItems } from './plan-items';
import { PlanExportActions } from './plan-export-actions';
import { PlanReviewPanel } from './plan-review-panel';
import { PlanSaveNotices } from './plan-save-notices';
import { StudentSwitcher } from './student-switcher';
import { useCurrentStudent } from './use-current-student';

/** Spec §2: the product name is part of the title. */
export const EXPORT_TITLE = `Export and Share ${PRODUCT_NAME} Plan`;

export const EXPORT_INTRO = (
  <p>
    Review the accommodations you chose, then view, print, download or e-mail the plan, or print the
    Adaptation Data Form to record how each one works.
  </p>
);

/**
 * A saved student plan's delivery log and review summary (issue 18), and the summary told to
 * the family (issue 24).
 */
export function MonitoringLinks({ planId }: { planId: string }) {
  return (
    <nav
      aria-label="How the plan is carried out"
      className="d-flex flex-wrap gap-3 mt-4 d-print-none"
    >
      <Link to={paths.students.monitoring(planId)}>Monitoring</Link>
      <Link to={paths.students.review(planId)}>Review</Link>
      <Link to={paths.students.familySummary(planId)}>Family summary</Link>
    </nav>
  );
}

/** The current plan and, once it has items, the ways to share it. */
function PlanContent() {
  // Keyed by the plan: another student's plan starts with none of this one's screen state
  // (its review, a copy's outcome, an open panel).
  const { planId, list } = useCurrentStudent();
  const planLoading = usePlanLoading();
  // The plan waits for the student's saved plan (a change made before it came would be
  // overwritten) and for the list, whose label (the Student Name option above the plan)
  // would otherwise move it down when it arrives.
  if (planLoading || (planId && list.isPending)) return <LoadingIndicator />;
  return <PlanSections key={planId ?? 'no-plan'} />;
}

function PlanSections() {
  const document = useCurrentPlanDocument();
  const { planId, student } = useCurrentStudent();
  const hasImplementers = useHasImplementers(planId);
  const planSaving = useSyncMetaStore((meta) => meta.pending);
  return (
    <>
      {document.items.length > 0 && <PlanExportActions document={document} />}
      <PlanItems />
      {document.items.length > 0 && <PlanReviewPanel />}
      {document.items.length > 0 && planId && <MonitoringLinks planId={planId} />}
      {(document.items.length > 0 || hasImplementers) && planId && (
        <ImplementersSection
          planId={planId}
          items={document.items}
          editable={student?.role !== 'viewer'}
          planSaving={planSaving}
        />
      )}
    </>
  );
}

/** /builder/export — step 5: the plan built so far. */
export function ExportStep() {
  return (
    <BuilderFrame
      step={5}
      title={EXPORT_TITLE}
      intro={EXPORT_INTRO}
      next={{ kind: 'custom', control: null }}
    >
      <PlanContent />
    </BuilderFrame>
  );
}

/**
 * /plan — My Plan: the same content as step 5, outside the builder, for the current
 * student (also /students/:id/plan, which moves to another student's address on switching).
 */
export function PlanPage({ onSwitched }: { onSwitched?(planId: string): void }) {
  return (
    <section className="py-4">
      <StudentSwitcher onSwitched={onSwitched} />
      <PlanSaveNotices />
      <PageHeading>{EXPORT_TITLE}</PageHeading>
      {EXPORT_INTRO}
      <PlanContent />
    </section>
  );
}
