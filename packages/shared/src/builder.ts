import { z } from 'zod';
import { safeText } from './text';
import { ACCOMMODATION_KEY_PATTERN, TraitNameSchema } from './content';
import { NEED_CATEGORIES } from './content-constants';
import { NEED_PRIORITIES } from './priorities';
import { ItemDetailsSchema } from './item-details';
import { REVIEW_ID_MAX } from './plan-review';

// The builder's state (chosen strengths, chosen needs with priorities) and the plan, as the
// browser keeps them and the server saves them for the signed-in user (spec §3).

/** A chosen need's priority; only the three values of {@link NEED_PRIORITIES} are accepted. */
export const NeedPrioritySchema = z.literal(
  NEED_PRIORITIES.map((priority) => priority.value),
  {
    error: `expected ${NEED_PRIORITIES.map((priority) => `${priority.value} (${priority.label})`).join(', ')}`,
  },
);

/** Most strengths or needs one builder may hold: the library's and the custom ones. */
export const BUILDER_MAX_TRAITS = 100;
/** Most accommodations one plan may hold. */
export const PLAN_MAX_ITEMS = 400;
/** Most plan review warnings a plan keeps as dismissed. */
export const REVIEW_KEPT_MAX = 500;
/** Longest accommodation title a plan item keeps. */
export const PLAN_TITLE_MAX = 300;

const id = safeText().min(1).max(100);

/** A chosen strength: a library strength by id, or a custom slot with the typed name. */
export const ChosenStrengthSchema = z.object({ id, name: TraitNameSchema });
/** A chosen strength. */
export type ChosenStrength = z.infer<typeof ChosenStrengthSchema>;

/** A chosen need with its priority; custom needs have no category. */
export const ChosenNeedSchema = z.object({
  id,
  name: TraitNameSchema,
  category: z.enum(NEED_CATEGORIES).nullable(),
  priority: NeedPrioritySchema,
});
/** A chosen need. */
export type ChosenNeed = z.infer<typeof ChosenNeedSchema>;

/**
 * An accommodation in the plan (the cart): its key, the title shown in lists, and the
 * implementation details the team set (absent: the library entry's defaults).
 */
export const PlanItemSchema = z.object({
  key: z.string().regex(ACCOMMODATION_KEY_PATTERN, 'expected an accommodation key such as L12'),
  title: safeText().min(1).max(PLAN_TITLE_MAX),
  details: ItemDetailsSchema.optional(),
});
/** An accommodation in the plan. */
export type PlanItem = z.infer<typeof PlanItemSchema>;

function uniqueBy<T>(field: (item: T) => string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = field(item);
      if (seen.has(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `${what} "${value}" is listed twice`,
        });
      }
      seen.add(value);
    });
  };
}

/** `PUT /api/v1/builder-state` body, and what the server keeps for the user. */
export const BuilderStateSchema = z.object({
  strengths: z
    .array(ChosenStrengthSchema)
    .max(BUILDER_MAX_TRAITS, `at most ${BUILDER_MAX_TRAITS} strengths`)
    .superRefine(uniqueBy((strength) => strength.id, 'strength')),
  needs: z
    .array(ChosenNeedSchema)
    .max(BUILDER_MAX_TRAITS, `at most ${BUILDER_MAX_TRAITS} needs`)
    .superRefine(uniqueBy((need) => need.id, 'need')),
  plan: z
    .array(PlanItemSchema)
    .max(PLAN_MAX_ITEMS, `at most ${PLAN_MAX_ITEMS} accommodations`)
    .superRefine(uniqueBy((item) => item.key, 'accommodation')),
  /** Ids of the plan review's warnings the team chose to keep as they are (issue 17). */
  reviewKept: z
    .array(safeText().min(1).max(REVIEW_ID_MAX))
    .max(REVIEW_KEPT_MAX, `at most ${REVIEW_KEPT_MAX} kept warnings`)
    .optional(),
});
/** The builder's state and the plan. */
export type BuilderState = z.infer<typeof BuilderStateSchema>;

/** `GET /api/v1/builder-state`: the saved state, or nulls before the first save. */
export const BuilderStateResponseSchema = z.object({
  state: BuilderStateSchema.nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
/** The saved builder state. */
export type BuilderStateResponse = z.infer<typeof BuilderStateResponseSchema>;

/** `PUT /api/v1/builder-state` answer: when the state was saved. */
export const SavedBuilderStateSchema = z.object({ updatedAt: z.iso.datetime() });

/** Custom needs have no library category: step 3 and the plan list them under this name. */
export const OTHER_NEEDS_GROUP = 'Other Needs';

/**
 * Chosen needs grouped as step 3, the printable plan and the PDF show them: the four need
 * categories in order, then 'Other Needs' for custom ones; empty groups left out.
 */
export function groupNeedsByCategory<T extends { category: string | null }>(
  needs: readonly T[],
): { name: string; needs: T[] }[] {
  return [...NEED_CATEGORIES, OTHER_NEEDS_GROUP]
    .map((name) => ({
      name,
      needs: needs.filter((need) => (need.category ?? OTHER_NEEDS_GROUP) === name),
    }))
    .filter((group) => group.needs.length > 0);
}
