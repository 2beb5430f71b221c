import type {
  PlanDetails,
  PlanEvent,
  PlanShare,
  PlanSummary,
  StudentPlan,
} from '@trellis/shared/student-plans';
import type { PlanType } from '@trellis/shared/plan-limits';
import type { PlanGrade } from '@trellis/shared/plan-grades';
import { FORMER_USER, personName } from './plan-history';
import type { EventRow, ShareRow, VisiblePlanRow } from './plan-reads.repository';
import type { PlanAccess, PlanRow } from './plans.repository';

// Stored plans as the API answers them (packages/shared/src/student-plans.ts).

type DetailColumns = Pick<
  PlanRow,
  'label' | 'grade' | 'planType' | 'meetingDate' | 'reviewDate' | 'note'
>;

/** A plan's details; the columns hold only what the schemas allowed in. */
export function detailsOf(row: DetailColumns): PlanDetails {
  return {
    label: row.label,
    grade: row.grade as PlanGrade | null,
    planType: row.planType as PlanType,
    meetingDate: row.meetingDate,
    reviewDate: row.reviewDate,
    note: row.note,
  };
}

export function shareOf(row: ShareRow): PlanShare {
  return { userId: row.userId, name: personName(row), email: row.email, role: row.role };
}

/** Who a history line names when it was written through a card link, without an account. */
export const THROUGH_CARD_LINK = 'Through the card link';

export function eventOf(row: EventRow): PlanEvent {
  const noAuthor = row.kind === 'confirmed' ? THROUGH_CARD_LINK : FORMER_USER;
  return {
    at: row.at.toISOString(),
    who:
      row.firstName === null || row.lastName === null
        ? noAuthor
        : personName({ firstName: row.firstName, lastName: row.lastName }),
    kind: row.kind,
    summary: row.summary,
  };
}

function person(id: string, name: { firstName: string; lastName: string }) {
  return { id, name: personName(name) };
}

/** A plan in the My Students list. */
export function summaryOf(row: VisiblePlanRow): PlanSummary {
  return {
    id: row.id,
    ...detailsOf(row),
    itemCount: row.itemCount,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    role: row.role,
    owner: person(row.ownerId, { firstName: row.ownerFirstName, lastName: row.ownerLastName }),
    lastEditor:
      row.editorId === null
        ? null
        : person(row.editorId, {
            firstName: row.editorFirstName ?? '',
            lastName: row.editorLastName ?? '',
          }),
    shared: Boolean(row.shared),
  };
}

/** One plan whole, as the user with `access` sees it, with its shares. */
export function studentPlanOf(access: PlanAccess, shares: ShareRow[]): StudentPlan {
  const { plan } = access;
  return {
    id: plan.id,
    ...detailsOf(plan),
    itemCount: plan.state.plan.length,
    archived: plan.archivedAt !== null,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    role: access.role,
    owner: person(access.owner.id, access.owner),
    lastEditor: access.lastEditor ? person(access.lastEditor.id, access.lastEditor) : null,
    shared: shares.length > 0,
    state: plan.state,
    version: plan.version,
    shares: shares.map(shareOf),
  };
}
