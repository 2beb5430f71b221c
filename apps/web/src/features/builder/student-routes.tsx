import { Link, Navigate, useNavigate, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { PlanPage } from './export-step';
import { PlanSaveNotices } from './plan-save-notices';
import { ReadOnlyPlan } from './read-only-plan';
import { type OpenStudent, useOpenStudent } from './use-open-student';

function NotAvailable() {
  return (
    <section className="py-4">
      <PageHeading>Student Plan Not Available</PageHeading>
      <Alert variant="warning">
        This student plan is not available to you. It may have been deleted, or it is no longer
        shared with you.
      </Alert>
      <Link to={paths.students.list}>Go to My Students</Link>
    </section>
  );
}

function NotOpened({ opened }: { opened: Extract<OpenStudent, { kind: 'failed' }> }) {
  return (
    <section className="py-4">
      <PageHeading>Student Plan</PageHeading>
      {/* A conflict can be what stands in the way: the user resolves it here, then retries. */}
      <PlanSaveNotices />
      <Alert variant="danger">
        <p>This student’s plan could not be opened. {opened.message}</p>
        <Button variant="outline-danger" size="sm" onClick={opened.retry}>
          Try Again
        </Button>
      </Alert>
    </section>
  );
}

/** `/students/:id/plan`: My Plan for that student (made current), or read-only for a viewer. */
export function StudentPlanRoute() {
  const id = useParams().id ?? '';
  const opened = useOpenStudent(id);
  const navigate = useNavigate();
  switch (opened.kind) {
    case 'loading':
      return <LoadingIndicator />;
    case 'missing':
      return <NotAvailable />;
    case 'failed':
      return <NotOpened opened={opened} />;
    case 'viewer':
      // Keyed by the plan, so another plan opened here starts afresh (its review, its exports).
      return <ReadOnlyPlan key={opened.plan.id} plan={opened.plan} />;
    case 'current':
      // Switching here moves to the other student's address, so the link stays true.
      return <PlanPage onSwitched={(planId) => void navigate(paths.students.plan(planId))} />;
  }
}

/** `/students/:id/builder`: the builder on that student, from step 1. */
export function StudentBuilderRoute() {
  const id = useParams().id ?? '';
  const opened = useOpenStudent(id);
  switch (opened.kind) {
    case 'loading':
      return <LoadingIndicator />;
    case 'missing':
      return <NotAvailable />;
    case 'failed':
      return <NotOpened opened={opened} />;
    case 'viewer':
      // A plan shared to view never becomes the builder's: it opens read-only.
      return <Navigate to={paths.students.plan(id)} replace />;
    case 'current':
      return <Navigate to={paths.builder.strengths} replace />;
  }
}
