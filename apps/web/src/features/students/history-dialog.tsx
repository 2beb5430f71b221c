import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { PlanEventKind, PlanSummary } from '@trellis/shared/student-plans';
import { LoadingIndicator } from '../../components/loading-indicator';
import { StackCell, StackRow, StackTable } from '../../components/stack-table';
import { planHistoryQuery } from './api/plans';
import { instantText } from '../../lib/dates';

const TITLE_ID = 'plan-history-title';

/** What each kind of change is about, in words. */
const KIND_NAMES: Record<PlanEventKind, string> = {
  created: 'Created',
  duplicated: 'Started from another plan',
  details: 'Details',
  strengths: 'Strengths',
  needs: 'Needs',
  priorities: 'Priorities',
  items: 'Accommodations',
  statements: 'Statements',
  review: 'Plan review',
  shared: 'Shared',
  unshared: 'Sharing ended',
  archived: 'Archived',
  restored: 'Restored',
  implementers: 'Implementers',
  cards: 'Teacher cards',
  confirmed: 'Card confirmed',
};

const COLUMNS = ['When', 'Who', 'What'] as const;

function HistoryTable({ plan }: { plan: PlanSummary }) {
  const history = useQuery(planHistoryQuery(plan.id));
  if (history.isPending) return <LoadingIndicator />;
  if (history.isError) {
    return <p role="alert">The history of this plan could not be loaded. Please try again.</p>;
  }
  if (history.data.length === 0) return <p className="mb-0">No changes are recorded yet.</p>;
  return (
    // Below the md breakpoint each change is a card: a phone reads it without scrolling sideways.
    <StackTable
      size="sm"
      className="mb-0"
      caption={`Changes to the plan of ${plan.label}, newest first`}
      captionClassName="visually-hidden"
      columns={COLUMNS}
    >
      {history.data.map((event, index) => (
        <StackRow key={`${event.at}-${index}`}>
          <StackCell label="When" className="text-nowrap">
            <time dateTime={event.at}>{instantText(event.at)}</time>
          </StackCell>
          <StackCell label="Who">{event.who}</StackCell>
          <StackCell label="What">
            <span className="fw-semibold">{KIND_NAMES[event.kind]}</span>
            {event.summary && `: ${event.summary}`}
          </StackCell>
        </StackRow>
      ))}
    </StackTable>
  );
}

/** History: who changed what and when (`GET /plans/:id/history`), newest first. */
export function HistoryDialog({
  show,
  plan,
  onClose,
  onExited,
}: {
  show: boolean;
  plan: PlanSummary;
  onClose(): void;
  onExited(): void;
}) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={false}
      size="lg"
      // Not `scrollable`: a long history scrolls the dialog as a whole, with its buttons, rather
      // than a body of its own that holds nothing focusable for a keyboard to scroll it with.
      aria-labelledby={TITLE_ID}
    >
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          History of the plan of {plan.label}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <HistoryTable plan={plan} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
