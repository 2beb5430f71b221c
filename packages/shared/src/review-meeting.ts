import { STUDENT_PLAN_MAX_ITEMS } from './plan-limits';
import { z } from 'zod';
import { ACCOMMODATION_KEY_PATTERN } from './content';
import {
  type ItemMonitoring,
  percentText,
  ratingText,
  roundedPercent,
  roundedRating,
} from './monitoring';

import { safeText } from './text';

// The review meeting (issue 18, decision 018): per plan item, a decision suggested from the
// delivery log with the reason in words, which the team edits and saves on the plan.

export const REVIEW_DECISIONS = ['keep', 'adjust', 'fade', 'remove'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_DECISION_LABELS: Record<ReviewDecision, string> = {
  keep: 'Keep',
  adjust: 'Adjust',
  fade: 'Fade',
  remove: 'Remove',
};
export const REVIEW_NOTE_MAX = 300;

export interface ReviewSuggestion {
  decision: ReviewDecision;
  /**
   * Why, from the figures, in lower case to follow the decision and a colon ("Adjust:
   * provided 92 % of logged days, used 30 %, rated 2/5: …").
   */
  reason: string;
  /** Too little was logged to lean on the figures. */
  lowData: boolean;
}

/**
 * The thresholds of {@link suggestDecision}, in the units the team reads: whole percentages
 * and ratings to one decimal, so a figure on the page never contradicts the rule it met.
 */
export const SUGGESTION_THRESHOLDS = {
  /** Fewer logged occasions than this are too few to judge from. */
  minOccasions: 4,
  /** Provided on fewer than this share (%) of occasions: not reliably provided. */
  reliablyProvided: 60,
  /** Used on fewer than this share (%) of the occasions it was provided: rarely used. */
  rarelyUsed: 40,
  /** Rated this or lower (out of 5): it does not help. */
  poorlyRated: 2.5,
  /** Rated this or higher (out of 5): it helps when used. */
  wellRated: 3.5,
  /** Provided at least this share (%) of occasions: provided as planned. */
  wellProvided: 80,
  /** Used at least this share (%) of the occasions it was provided: the student uses it. */
  wellUsed: 60,
  /** Weeks compared at each end of the log to see whether use is falling. */
  trendWeeks: 4,
  /** Use is falling when the latest weeks average less than this fraction of the first. */
  fallingFraction: 0.5,
} as const;

const T = SUGGESTION_THRESHOLDS;

/** "provided 92 % of logged occasions, used 30 %, rated 2/5", leaving out what is unknown. */
function figuresText(item: ItemMonitoring): string {
  return [
    `provided ${percentText(item.providedShare)} of logged occasions`,
    item.useShare === null ? 'use not recorded' : `used ${percentText(item.useShare)}`,
    item.meanRating === null ? 'not rated' : `rated ${ratingText(item.meanRating)}`,
  ].join(', ');
}

/** "the student's own view: used 70 %, rated 4/5", or null when none was entered. */
function studentViewText(student: ItemMonitoring['student']): string | null {
  if (student.views === 0) return null;
  const parts = [
    student.useShare === null ? null : `used ${percentText(student.useShare)}`,
    student.meanRating === null ? null : `rated ${ratingText(student.meanRating)}`,
  ].filter((part): part is string => part !== null);
  return parts.length ? `the student’s own view: ${parts.join(', ')}` : null;
}

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The average weekly use share of the first and of the latest weeks in which use was
 * recorded ({@link SUGGESTION_THRESHOLDS.trendWeeks} each, fewer when the log is short but
 * never overlapping), or null with fewer than two weeks at each end.
 */
export function useTrend(
  item: Pick<ItemMonitoring, 'weeks'>,
): { first: number; latest: number } | null {
  const shares = item.weeks.flatMap((week) => (week.useShare === null ? [] : [week.useShare]));
  const size = Math.min(T.trendWeeks, Math.floor(shares.length / 2));
  if (size < 2) return null;
  return { first: average(shares.slice(0, size)), latest: average(shares.slice(-size)) };
}

/**
 * Rule 1: too few occasions to lean on the figures; the team's experience decides. Like
 * every reason, in lower case: the screen and the PDF put it after "Keep: ".
 */
function tooFewOccasions(occasions: number): ReviewSuggestion {
  const reason =
    occasions === 0
      ? 'nobody has logged it: find out whether it is being provided'
      : `only ${occasions} logged ${occasions === 1 ? 'occasion' : 'occasions'}: too few to judge; decide from the team’s experience`;
  return { decision: 'keep', reason, lowData: true };
}

/**
 * The decision the log suggests for one item, with its reason. The first rule that applies
 * decides, in this order (`review-meeting.test.ts` lists them as a table):
 * 1. too few logged occasions: keep, and say the figures cannot tell;
 * 2. not reliably provided: adjust, and find out why before judging whether it works;
 * 3. rarely used and poorly rated: adjust or remove;
 * 4. use falling while it is well rated: fade it step by step;
 * 5. rarely used otherwise: adjust, with the student's own view when there is one;
 * 6. provided, used and well rated: keep, it works;
 * 7. anything else: keep, with the figures, and discuss with the team.
 */
export function suggestDecision(item: ItemMonitoring): ReviewSuggestion {
  if (item.occasions < T.minOccasions) return tooFewOccasions(item.occasions);
  const provided = roundedPercent(item.providedShare ?? 0);
  const used = item.useShare === null ? null : roundedPercent(item.useShare);
  const rating = item.meanRating === null ? null : roundedRating(item.meanRating);
  const figures = figuresText(item);
  const suggest = (decision: ReviewDecision, reason: string): ReviewSuggestion => ({
    decision,
    reason,
    lowData: false,
  });

  if (provided < T.reliablyProvided) {
    return suggest(
      'adjust',
      `provided ${percentText(item.providedShare)} of logged occasions: it is not reliably provided; find out why (time, materials, training) before judging whether it works`,
    );
  }
  const rarelyUsed = used !== null && used < T.rarelyUsed;
  if (rarelyUsed && rating !== null && rating <= T.poorlyRated) {
    return suggest('adjust', `${figures}: consider adjusting or removing`);
  }
  const trend = useTrend(item);
  const falling = trend !== null && trend.latest < trend.first * T.fallingFraction;
  if (trend && falling && rating !== null && rating >= T.wellRated) {
    return suggest(
      'fade',
      `used less and less (from ${percentText(trend.first)} to ${percentText(trend.latest)}) while it works when used (rated ${ratingText(item.meanRating)}): consider fading it step by step`,
    );
  }
  if (rarelyUsed) {
    const view = studentViewText(item.student);
    return suggest(
      'adjust',
      view
        ? `${figures}: the student seldom uses it (${view}); talk it through with the student and make it easier to use`
        : `${figures}: the student seldom uses it; ask the student why and make it easier to use`,
    );
  }
  const working =
    provided >= T.wellProvided &&
    used !== null &&
    used >= T.wellUsed &&
    rating !== null &&
    rating >= T.wellRated;
  if (working) return suggest('keep', `${figures}: working`);
  const view = studentViewText(item.student);
  return suggest('keep', `${figures}${view ? `; ${view}` : ''}: discuss with the team`);
}

/** `PUT /plans/:id/review`: the team's decisions, one per item at most. */
export const ReviewSaveBodySchema = z.object({
  decisions: z
    .array(
      z.object({
        itemKey: z.string().regex(ACCOMMODATION_KEY_PATTERN, 'expected an accommodation key'),
        decision: z.enum(REVIEW_DECISIONS, 'Choose keep, adjust, fade or remove'),
        note: safeText()
          .trim()
          .max(REVIEW_NOTE_MAX, `Use at most ${REVIEW_NOTE_MAX} characters`)
          .default(''),
      }),
    )
    .max(STUDENT_PLAN_MAX_ITEMS)
    .refine(
      (decisions) => new Set(decisions.map((entry) => entry.itemKey)).size === decisions.length,
      'Decide once for each accommodation',
    ),
});
export type ReviewSaveBody = z.input<typeof ReviewSaveBodySchema>;

export const SavedDecisionSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  note: z.string(),
  decidedBy: z.string(),
  decidedAt: z.iso.datetime(),
});
export type SavedDecision = z.infer<typeof SavedDecisionSchema>;

const FiguresSchema = z.object({
  occasions: z.int(),
  providedShare: z.number().nullable(),
  useShare: z.number().nullable(),
  meanRating: z.number().nullable(),
});

/**
 * `GET /plans/:id/review`: the one-page summary for the review meeting: the plan's header,
 * per item its statement, who provides it and whether they confirmed their card, the log's
 * figures, the suggestion and the team's saved decision.
 */
export const ReviewResponseSchema = z.object({
  plan: z.object({
    label: z.string(),
    planType: z.string(),
    grade: z.string().nullable(),
    reviewDate: z.string().nullable(),
    caseManager: z.string(),
    /** Archived: nothing is decided until it is restored (`canDecide` is false). */
    archived: z.boolean(),
  }),
  /** The log range the figures cover: from the first entry to today; null while nothing is logged. */
  from: z.string().nullable(),
  to: z.string(),
  items: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      statement: z.string(),
      providers: z.array(
        z.object({ name: z.string(), acknowledgedAt: z.iso.datetime().nullable() }),
      ),
      figures: FiguresSchema,
      student: z.object({
        views: z.int(),
        useShare: z.number().nullable(),
        meanRating: z.number().nullable(),
      }),
      lastLoggedOn: z.string().nullable(),
      suggestion: z.object({
        decision: z.enum(REVIEW_DECISIONS),
        reason: z.string(),
        lowData: z.boolean(),
      }),
      saved: SavedDecisionSchema.nullable(),
    }),
  ),
  canDecide: z.boolean(),
});
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;
