import { logEntryOf, findLogEntries } from '../../domain/monitoring/delivery-log.repository';
import {
  confirmationOf,
  findImplementersOf,
  type ImplementerWithCard,
} from '../../domain/monitoring/implementers.repository';
import { planItemStatements } from '../../domain/monitoring/item-statements';
import { FORMER_USER, personName } from '../../domain/plans/plan-history';
import type { PlanAccess } from '../../domain/plans/plans.repository';
import { summariseLog } from '@trellis/shared/monitoring';
import {
  type ReviewDecision,
  type ReviewResponse,
  suggestDecision,
} from '@trellis/shared/review-meeting';
import { mayDo } from '../../domain/plans/plan-access';
import type { ContentIndex } from '../../content/content-index';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { utcDay } from '../../lib/dates';
import {
  type DecisionWithAuthor,
  findDecisions,
} from '../../domain/monitoring/review-decisions.repository';

// The review meeting's summary (issue 18, decision 018): per plan item, in plan order, who
// provides it and whether they confirmed their card, the delivery log's figures, the
// suggestion they make and the team's saved decision. The screen and the PDF read the same.

export interface ReviewDeps {
  db: Db;
  clock: Clock;
  content: ContentIndex;
}

/**
 * Who provides the item, each with when they confirmed reading it: a confirmation counts
 * only for the address and the items their card was sent with.
 */
function providersOf(implementers: readonly ImplementerWithCard[], key: string) {
  return implementers
    .filter((entry) => entry.row.items.includes(key))
    .map((entry) => {
      const confirmed = confirmationOf(entry);
      const covers = entry.latest?.items.includes(key) ?? false;
      return {
        name: entry.name,
        acknowledgedAt: confirmed && covers ? confirmed.toISOString() : null,
      };
    });
}

function savedOf(
  decision: DecisionWithAuthor | undefined,
): ReviewResponse['items'][number]['saved'] {
  if (!decision) return null;
  const { row, decidedBy } = decision;
  return {
    decision: row.decision as ReviewDecision,
    note: row.note,
    decidedBy: decidedBy ? personName(decidedBy) : FORMER_USER,
    decidedAt: row.decidedAt.toISOString(),
  };
}

/** The summary of a plan the user may see, as `GET /plans/:id/review` answers it. */
export async function reviewSummary(deps: ReviewDeps, access: PlanAccess): Promise<ReviewResponse> {
  const { plan, owner, role } = access;
  const today = utcDay(deps.clock.now());
  const items = planItemStatements(deps.content, plan);
  // The figures count everyone's entries alike: whose they are does not matter here.
  const entries = (await findLogEntries(deps.db, plan.id, { to: today })).map((row) =>
    logEntryOf(row, new Set()),
  );
  const implementers = await findImplementersOf(deps.db, [plan.id]);
  const decisions = new Map(
    (await findDecisions(deps.db, plan.id)).map((decision) => [decision.row.itemKey, decision]),
  );
  const figures = summariseLog(entries, items, { to: today }, today);
  return {
    plan: {
      label: plan.label,
      planType: plan.planType,
      grade: plan.grade,
      reviewDate: plan.reviewDate,
      caseManager: personName(owner),
      archived: plan.archivedAt !== null,
    },
    // Nothing logged yet: no range to speak of (the screen and the PDF say so).
    from: entries[0]?.startsOn ?? null,
    to: today,
    items: items.map((item, index) => {
      const monitoring = figures[index];
      if (!monitoring) throw new Error(`no figures for ${item.key}`);
      return {
        key: item.key,
        title: item.title,
        statement: item.statement,
        providers: providersOf(implementers, item.key),
        figures: {
          occasions: monitoring.occasions,
          providedShare: monitoring.providedShare,
          useShare: monitoring.useShare,
          meanRating: monitoring.meanRating,
        },
        student: monitoring.student,
        lastLoggedOn: monitoring.lastLoggedOn,
        suggestion: suggestDecision(monitoring),
        saved: savedOf(decisions.get(item.key)),
      };
    }),
    canDecide: mayDo(role, 'edit') && plan.archivedAt === null,
  };
}
