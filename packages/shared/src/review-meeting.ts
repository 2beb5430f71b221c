import { z } from 'zod';
import { ACCOMMODATION_KEY_PATTERN } from './content';
import type { ItemMonitoring } from './monitoring';
import { STUDENT_PLAN_MAX_ITEMS } from './student-plans';
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
  /** Why, from the figures: "provided 92 % of logged days, used 30 %, rated 2/5: …". */
  reason: string;
  /** Too little was logged to lean on the figures. */
  lowData: boolean;
}

/**
 * The decision the log suggests for one item, with its reason. The rules and thresholds are
 * the ones `review-meeting.test.ts` lists as a table.
 */
export function suggestDecision(item: ItemMonitoring): ReviewSuggestion {
  void item;
  throw new Error('suggestDecision: to be written with its table tests');
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
  }),
  /** The log range the figures cover: from the first entry (or the plan's start) to today. */
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
