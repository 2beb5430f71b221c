import Badge from 'react-bootstrap/Badge';
import { calendarDayText } from '../../lib/dates';
import { dueText, reviewStatus } from './dates';

/** A warning sign beside "Overdue", so the mark is text and a shape, not colour alone. */
function WarningIcon() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className="me-1"
    >
      <path fill="currentColor" d="M8 1 .5 14h15L8 1zm.9 11H7.1v-1.8h1.8V12zm0-3H7.1V5.5h1.8V9z" />
    </svg>
  );
}

/** The review date with "Overdue" when it has passed, or "Due in N days" when it is near. */
export function ReviewDateCell({ date, today }: { date: string | null; today: string }) {
  if (date === null) return <span className="text-body-secondary">Not set</span>;
  const status = reviewStatus(date, today);
  return (
    <>
      <time dateTime={date} className="d-block text-nowrap">
        {calendarDayText(date)}
      </time>
      {status.kind === 'overdue' && (
        <Badge bg="danger" className="review-badge">
          <WarningIcon />
          Overdue
        </Badge>
      )}
      {status.kind === 'due' && (
        <Badge bg="" className="review-badge text-bg-warning">
          {dueText(status.days)}
        </Badge>
      )}
    </>
  );
}
