import { memo } from 'react';
import { Link } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import type { PlanSummary } from '@trellis/shared/student-plans';
import { gradeLabel } from '@trellis/shared/plan-grades';
import { StackCell, StackRow, StackRowHeader } from '../../components/stack-table';
import { paths } from '../../config/paths';
import { instantDayText } from '../../lib/dates';
import { actionsButtonId } from './focus';
import { ReviewDateCell } from './review-date-cell';
import { PLAN_TYPE_NAMES } from './wording';

/** What a row's Actions menu offers. */
export type PlanAction =
  'open' | 'edit' | 'duplicate' | 'share' | 'history' | 'archive' | 'restore' | 'delete';

/** Who else is involved: whose plan it is when shared with the user, or that it is shared out. */
function SharingNote({ plan }: { plan: PlanSummary }) {
  if (plan.role !== 'owner') {
    return (
      <span className="d-block small text-body-secondary">
        Shared by {plan.owner.name}
        {plan.role === 'viewer' && ' (view only)'}
      </span>
    );
  }
  if (!plan.shared) return null;
  return (
    <Badge bg="" className="text-bg-light border ms-2">
      Shared
    </Badge>
  );
}

function ActionsMenu({ plan, onAction }: { plan: PlanSummary; onAction: RowActionHandler }) {
  const owner = plan.role === 'owner';
  const canEdit = plan.role !== 'viewer';
  return (
    <Dropdown align="end" onSelect={(key) => key && onAction(key as PlanAction, plan)}>
      <Dropdown.Toggle
        id={actionsButtonId(plan.id)}
        variant="outline-primary"
        size="sm"
        aria-label={`Actions for ${plan.label}`}
      >
        Actions
      </Dropdown.Toggle>
      {/* Fixed, so the menu is not cut off by the table's scrolling frame (from md up). */}
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
        <Dropdown.Item as="button" eventKey="open">
          {canEdit ? 'Open in builder' : 'Open plan'}
        </Dropdown.Item>
        {canEdit && (
          <Dropdown.Item as="button" eventKey="edit">
            Edit details
          </Dropdown.Item>
        )}
        <Dropdown.Item as="button" eventKey="duplicate">
          Duplicate
        </Dropdown.Item>
        {owner && (
          <Dropdown.Item as="button" eventKey="share">
            Share
          </Dropdown.Item>
        )}
        <Dropdown.Item as="button" eventKey="history">
          History
        </Dropdown.Item>
        {/* A page of its own, so a link: it opens in a new tab too. */}
        <Dropdown.Item as={Link} to={paths.students.familySummary(plan.id)}>
          Family summary
        </Dropdown.Item>
        {owner && (
          <>
            <Dropdown.Divider />
            <Dropdown.Item as="button" eventKey={plan.archived ? 'restore' : 'archive'}>
              {plan.archived ? 'Restore' : 'Archive'}
            </Dropdown.Item>
            <Dropdown.Item as="button" eventKey="delete" className="text-danger">
              Delete
            </Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

export type RowActionHandler = (action: PlanAction, plan: PlanSummary) => void;

/**
 * One student in the table. Memoised: typing in the search box re-renders only the table's
 * order, not 300 unchanged rows.
 */
export const PlanRow = memo(function PlanRow({
  plan,
  today,
  onAction,
}: {
  plan: PlanSummary;
  today: string;
  onAction: RowActionHandler;
}) {
  return (
    <StackRow>
      <StackRowHeader>
        <Link to={paths.students.plan(plan.id)}>{plan.label}</Link>
        <SharingNote plan={plan} />
        {plan.archived && (
          <Badge bg="" className="text-bg-secondary ms-2">
            Archived
          </Badge>
        )}
      </StackRowHeader>
      <StackCell label="Grade">
        {plan.grade ? (
          gradeLabel(plan.grade)
        ) : (
          <span className="text-body-secondary">Not given</span>
        )}
      </StackCell>
      <StackCell label="Type">{PLAN_TYPE_NAMES[plan.planType]}</StackCell>
      <StackCell label="Items" className="text-md-end">
        {plan.itemCount}
      </StackCell>
      <StackCell label="Review">
        <ReviewDateCell date={plan.reviewDate} today={today} />
      </StackCell>
      <StackCell label="Last change">
        <time dateTime={plan.updatedAt} className="text-nowrap">
          {instantDayText(plan.updatedAt)}
        </time>
        {plan.lastEditor && <span className="d-block small">by {plan.lastEditor.name}</span>}
      </StackCell>
      {/* The menu button says whose actions they are ("Actions for J.T."): no label before it. */}
      <StackCell>
        <ActionsMenu plan={plan} onAction={onAction} />
      </StackCell>
    </StackRow>
  );
});
