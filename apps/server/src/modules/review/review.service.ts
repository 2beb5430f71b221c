import type { ApiIssue } from '@trellis/shared/api-error';
import {
  REVIEW_DECISION_LABELS,
  type ReviewResponse,
  type ReviewSaveBodySchema,
} from '@trellis/shared/review-meeting';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { z } from 'zod';
import { PLAN_NOT_FOUND, planFor } from '../../domain/plans/plan-access';
import type { HistoryLine } from '../../domain/plans/plan-history';
import { insertEvents, lockPlanState, type PlanAccess } from '../../domain/plans/plans.repository';
import { AppError } from '../../errors';
import {
  findDecisions,
  upsertDecisions,
} from '../../domain/monitoring/review-decisions.repository';
import { fileSlug } from '../../lib/file-names';
import { renderPdf } from '../../pdf/pdf-pool';
import { type ReviewDeps, reviewSummary } from './review-summary';

// The review meeting (issue 18, decision 018): the summary anyone who may see the plan reads
// (screen and PDF), and the decisions its owner and editors save on it.

export type ReviewSaveBody = z.output<typeof ReviewSaveBodySchema>;

export const REVIEW_MESSAGES = {
  archived: 'Restore the plan to record review decisions.',
  notInPlan: 'Decide only for accommodations that are in this plan.',
};

/** Items one history line names before the rest are counted ("and 4 more"). */
const ITEMS_LISTED = 12;

/** "Review decisions: keep L1, adjust A1, fade B2", in plan order. */
function decisionsLine(decisions: ReviewSaveBody['decisions']): HistoryLine {
  const named = decisions.map(
    (entry) => `${REVIEW_DECISION_LABELS[entry.decision].toLowerCase()} ${entry.itemKey}`,
  );
  const more = named.length - ITEMS_LISTED;
  const listed = named.slice(0, ITEMS_LISTED).join(', ');
  return {
    kind: 'review',
    summary: `Review decisions: ${listed}${more > 0 ? ` and ${more} more` : ''}`,
  };
}

/** `GET /plans/:id/review`. */
export async function getReview(
  deps: ReviewDeps,
  userId: string,
  planId: string,
): Promise<ReviewResponse> {
  return reviewSummary(deps, await planFor(deps, userId, planId, 'view'));
}

/** 400 at `decisions.N.itemKey` for each item the plan does not hold now. */
function checkItems(state: StudentPlanState, decisions: ReviewSaveBody['decisions']) {
  const inPlan = new Set(state.plan.map((item) => item.key));
  const issues: ApiIssue[] = decisions.flatMap((entry, index) =>
    inPlan.has(entry.itemKey)
      ? []
      : [{ path: `decisions.${index}.itemKey`, message: `${entry.itemKey} is not in this plan` }],
  );
  if (issues.length) throw new AppError('VALIDATION_FAILED', REVIEW_MESSAGES.notInPlan, issues);
}

/**
 * `PUT /plans/:id/review`: saves the team's decisions. Only those that differ from what is
 * saved are written (so an unchanged row keeps who decided it and when), with one history
 * line naming them; checked against the plan's items under the lock of its row.
 */
export async function saveReview(
  deps: ReviewDeps,
  userId: string,
  planId: string,
  body: ReviewSaveBody,
): Promise<ReviewResponse> {
  const found: PlanAccess = await planFor(deps, userId, planId, 'edit');
  if (found.plan.archivedAt !== null) {
    throw new AppError('PLAN_ARCHIVED', REVIEW_MESSAGES.archived);
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockPlanState(tx, planId);
    if (!locked) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
    checkItems(locked.state, body.decisions);
    const saved = new Map((await findDecisions(tx, planId)).map(({ row }) => [row.itemKey, row]));
    const order = new Map(locked.state.plan.map((item, index) => [item.key, index]));
    const changed = body.decisions
      .filter((entry) => {
        const before = saved.get(entry.itemKey);
        return !before || before.decision !== entry.decision || before.note !== entry.note;
      })
      .sort((a, b) => (order.get(a.itemKey) ?? 0) - (order.get(b.itemKey) ?? 0));
    if (changed.length === 0) return;
    await upsertDecisions(
      tx,
      changed.map((entry) => ({ planId, ...entry, decidedBy: userId, decidedAt: now })),
    );
    await insertEvents(tx, planId, userId, now, [decisionsLine(changed)]);
  });
  return getReview(deps, userId, planId);
}

/** `GET /plans/:id/review/pdf`: the summary on one page, and the file's name. */
export async function reviewPdf(deps: ReviewDeps, userId: string, planId: string) {
  const review = await getReview(deps, userId, planId);
  const pdf = await renderPdf({ kind: 'review', data: review });
  return {
    pdf,
    fileName: `trellis-review-${fileSlug(review.plan.label, 'student')}-${review.to}.pdf`,
  };
}
