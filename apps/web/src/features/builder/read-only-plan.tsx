import Alert from 'react-bootstrap/Alert';
import type { StudentPlan } from '@trellis/shared/student-plans';
import { PageHeading } from '../../components/page-heading';
import { EXPORT_INTRO, EXPORT_TITLE, MonitoringLinks } from './export-step';
import { ImplementersSection } from './implementers/implementers-section';
import { useHasImplementers } from './implementers/use-implementers';
import { planDocumentOf } from './plan-document';
import { PlanExportActions } from './plan-export-actions';
import { ReadOnlyPlanItems } from './plan-items';
import { ReadOnlyPlanReview } from './plan-review-panel';
import { studentLine } from './use-current-student';

/**
 * A plan shared with the user to view (/students/:id/plan): its items to open, the
 * exports, and no way to change it. It never enters the builder's stores.
 */
export function ReadOnlyPlan({ plan }: { plan: StudentPlan }) {
  const document = planDocumentOf(plan);
  const hasImplementers = useHasImplementers(plan.id);
  return (
    <section className="py-4">
      <p className="mb-3">
        Student: <strong>{studentLine(plan)}</strong>
      </p>
      <PageHeading>{EXPORT_TITLE}</PageHeading>
      <Alert variant="info">
        {plan.owner.name} owns this plan and shared it with you to view. You can view, print and
        send it, but not change it.
      </Alert>
      {EXPORT_INTRO}
      {document.items.length > 0 && <PlanExportActions document={document} />}
      <ReadOnlyPlanItems items={document.items} label={document.label} />
      {document.items.length > 0 && <ReadOnlyPlanReview plan={plan} />}
      {document.items.length > 0 && <MonitoringLinks planId={plan.id} />}
      {(document.items.length > 0 || hasImplementers) && (
        <ImplementersSection planId={plan.id} items={document.items} editable={false} />
      )}
    </section>
  );
}
