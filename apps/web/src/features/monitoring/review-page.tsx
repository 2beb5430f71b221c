import { Link, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import type { ReviewResponse } from '@trellis/shared/review-meeting';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { isNotFound } from '../../lib/api-client';
import { downloadReviewPdf, reviewPdfPath, useReview } from './api/review';
import { calendarDayText } from '../../lib/dates';
import { DownloadLink } from '../../components/download-link';
import { ReviewForm } from './review-form';
import { DecisionText } from './review-item-parts';
import { ReviewTable } from './review-table';
import './review.scss';
import { LoadFailed } from '../../components/load-failed';

function NotAvailable() {
  return (
    <section className="py-4">
      <PageHeading>Review Not Available</PageHeading>
      <Alert variant="warning">
        This student’s review is not available to you. The plan may have been deleted, or it is no
        longer shared with you.
      </Alert>
      <Link to={paths.students.list}>Go to My Students</Link>
    </section>
  );
}

/** Plan type, review date, case manager and the weeks the figures cover. */
function ReviewHeader({ review }: { review: ReviewResponse }) {
  const { plan } = review;
  return (
    <dl className="review-header row mb-3">
      <dt className="col-sm-3">Plan type</dt>
      <dd className="col-sm-9">{plan.planType}</dd>
      <dt className="col-sm-3">Review date</dt>
      <dd className="col-sm-9">{plan.reviewDate ? calendarDayText(plan.reviewDate) : 'Not set'}</dd>
      <dt className="col-sm-3">Case manager</dt>
      <dd className="col-sm-9">{plan.caseManager}</dd>
      <dt className="col-sm-3">The log covers</dt>
      <dd className="col-sm-9">
        {review.from
          ? `${calendarDayText(review.from)} to ${calendarDayText(review.to)}`
          : `Nothing is logged yet (to ${calendarDayText(review.to)})`}
      </dd>
    </dl>
  );
}

function Review({ planId, review }: { planId: string; review: ReviewResponse }) {
  return (
    <section className="py-4 review-page">
      <PageHeading>Review: {review.plan.label}</PageHeading>
      <nav aria-label="About this student" className="d-flex flex-wrap gap-3 mb-3 d-print-none">
        <Link to={paths.students.plan(planId)}>Back to the plan</Link>
        <Link to={paths.students.monitoring(planId)}>Monitoring</Link>
        <DownloadLink path={reviewPdfPath(planId)} download={downloadReviewPdf}>
          Download PDF
        </DownloadLink>
      </nav>
      <ReviewHeader review={review} />
      {review.plan.archived && (
        <p className="alert alert-secondary d-print-none">
          This plan is archived: restore it to record the team’s decisions.
        </p>
      )}
      {review.items.length === 0 ? (
        <p>This plan has no accommodations to review yet.</p>
      ) : review.canDecide ? (
        <ReviewForm planId={planId} review={review} />
      ) : (
        <ReviewTable items={review.items} decision={(item) => <DecisionText item={item} />} />
      )}
    </section>
  );
}

/**
 * /students/:id/review — the one-page summary for the review meeting (issue 18): per item who
 * provides it, what the log shows, the suggestion with its reason, and the team's decision,
 * which owners and editors change and save. It prints on one page where it can.
 */
export function ReviewPage() {
  const id = useParams().id ?? '';
  const review = useReview(id);
  if (review.isPending) return <LoadingIndicator />;
  if (review.isError) {
    if (isNotFound(review.error)) return <NotAvailable />;
    return (
      <section className="py-4">
        <PageHeading>Review</PageHeading>
        <LoadFailed what="the review" error={review.error} onRetry={() => void review.refetch()} />
      </section>
    );
  }
  return <Review planId={id} review={review.data} />;
}
