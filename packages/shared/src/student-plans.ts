import { z } from 'zod';
import { BuilderStateSchema } from './builder';
import { safeText } from './text';
import { PLAN_TYPES, STUDENT_PLAN_MAX_ITEMS } from './plan-limits';
import { PLAN_GRADES } from './plan-grades';

// A caseload of student plans (issue 16, decision 015). Each plan holds one student's
// builder state (strengths, needs with priorities, custom slots) and plan items, with a
// label the user chooses: Trellis never asks for a legal name.

/** Most plans one user may own, archived ones included. */
export const PLANS_PER_USER_MAX = 1000;
export const PLAN_LABEL_MAX = 40;
export const PLAN_NOTE_MAX = 500;

/** What the user may do with a plan: owners share and delete, editors edit, viewers read. */
export const PLAN_ROLES = ['owner', 'editor', 'viewer'] as const;
export type PlanRole = (typeof PLAN_ROLES)[number];
export const SHARE_ROLES = ['editor', 'viewer'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

/** A calendar date, `YYYY-MM-DD`. */
export const PlanDateSchema = z.iso.date('expected a date such as 2027-03-15');

export const PlanLabelSchema = safeText({ error: 'Give the student a label' })
  .trim()
  .min(1, 'Give the student a label, such as initials or a nickname')
  .max(PLAN_LABEL_MAX, `Use at most ${PLAN_LABEL_MAX} characters`);

/** The details a user gives a student plan (all but the label may be left empty). */
export const PlanDetailsSchema = z.object({
  label: PlanLabelSchema,
  grade: z.enum(PLAN_GRADES).nullable(),
  planType: z.enum(PLAN_TYPES),
  meetingDate: PlanDateSchema.nullable(),
  reviewDate: PlanDateSchema.nullable(),
  note: safeText().trim().max(PLAN_NOTE_MAX, `Use at most ${PLAN_NOTE_MAX} characters`),
});
export type PlanDetails = z.infer<typeof PlanDetailsSchema>;

/** The builder state of a student plan: the builder's, with the plan's own item limit. */
export const StudentPlanStateSchema = BuilderStateSchema.extend({
  plan: BuilderStateSchema.shape.plan.max(
    STUDENT_PLAN_MAX_ITEMS,
    `at most ${STUDENT_PLAN_MAX_ITEMS} accommodations in one student's plan`,
  ),
});
export type StudentPlanState = z.infer<typeof StudentPlanStateSchema>;

/** `POST /plans`: a new plan, empty or started from one of the user's plans (`copyFrom`). */
export const CreatePlanBodySchema = PlanDetailsSchema.partial({
  grade: true,
  planType: true,
  meetingDate: true,
  reviewDate: true,
  note: true,
}).extend({
  copyFrom: z.uuid('expected a plan id').optional(),
});
export type CreatePlanBody = z.infer<typeof CreatePlanBodySchema>;

/** `PATCH /plans/:id`: changed details, and archiving (true) or restoring (false). */
export const UpdatePlanBodySchema = PlanDetailsSchema.partial().extend({
  archived: z.boolean().optional(),
});
export type UpdatePlanBody = z.infer<typeof UpdatePlanBodySchema>;

const PersonSchema = z.object({ id: z.uuid(), name: z.string() });

/** A plan as the My Students list shows it. */
export const PlanSummarySchema = PlanDetailsSchema.extend({
  id: z.uuid(),
  itemCount: z.int().nonnegative(),
  archived: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  role: z.enum(PLAN_ROLES),
  owner: PersonSchema,
  /** Who saved last (null until someone changes the plan after creating it). */
  lastEditor: PersonSchema.nullable(),
  /** Whether anyone besides the owner can see it. */
  shared: z.boolean(),
});
export type PlanSummary = z.infer<typeof PlanSummarySchema>;

/** `GET /plans`: the user's own and shared plans, and which one the builder works on. */
export const PlanListResponseSchema = z.object({
  plans: z.array(PlanSummarySchema),
  currentPlanId: z.uuid().nullable(),
  limit: z.int(),
});
export type PlanListResponse = z.infer<typeof PlanListResponseSchema>;

export const PlanShareSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(SHARE_ROLES),
});
export type PlanShare = z.infer<typeof PlanShareSchema>;

/** `GET /plans/:id`: one plan whole, with the version its next save must name. */
export const StudentPlanSchema = PlanSummarySchema.extend({
  state: StudentPlanStateSchema,
  version: z.int().positive(),
  shares: z.array(PlanShareSchema),
});
export type StudentPlan = z.infer<typeof StudentPlanSchema>;

/** `GET /plans?include=current` also answers the current plan whole. */
export const PlanListQuerySchema = z.object({
  include: z.literal('current', { error: 'expected "current"' }).optional(),
});

/**
 * `GET /plans`, and with `include=current` the current plan whole (null when the user has
 * none): the builder's first load in one request instead of two in a row.
 */
export const PlanListWithCurrentSchema = PlanListResponseSchema.extend({
  current: StudentPlanSchema.nullable().optional(),
});
export type PlanListWithCurrent = z.infer<typeof PlanListWithCurrentSchema>;

/**
 * `PUT /plans/:id/state`: the builder state, saved only if the plan is still at `version`;
 * otherwise 409 PLAN_CONFLICT and nothing changes (the client reloads and decides).
 */
export const SavePlanStateBodySchema = z.object({
  state: StudentPlanStateSchema,
  version: z.int().positive(),
});
export type SavePlanStateBody = z.infer<typeof SavePlanStateBodySchema>;

export const SavedPlanStateSchema = z.object({
  version: z.int().positive(),
  updatedAt: z.iso.datetime(),
});
export type SavedPlanState = z.infer<typeof SavedPlanStateSchema>;

/** `PUT /plans/current`: the plan the builder and My Plan work on. */
export const CurrentPlanBodySchema = z.object({ planId: z.uuid('expected a plan id') });

/** `PUT /plans/:id/shares`: share with a colleague of the same district, or change the role. */
export const SharePlanBodySchema = z.object({
  userId: z.uuid('expected a colleague'),
  role: z.enum(SHARE_ROLES),
});
export type SharePlanBody = z.infer<typeof SharePlanBodySchema>;

export const PLAN_EVENT_KINDS = [
  'created',
  'duplicated',
  'details',
  'strengths',
  'needs',
  'priorities',
  'items',
  'statements',
  'review',
  'shared',
  'unshared',
  'archived',
  'restored',
  'implementers',
  'cards',
  'confirmed', // an implementer confirmed reading their card (no author: through the link)
] as const;
export type PlanEventKind = (typeof PLAN_EVENT_KINDS)[number];

/** One line of a plan's history: who changed what, and when. */
export const PlanEventSchema = z.object({
  at: z.iso.datetime(),
  who: z.string(),
  kind: z.enum(PLAN_EVENT_KINDS),
  /** What changed, in words: "Added L12 Audiobooks; removed C3 Graph Paper". */
  summary: z.string(),
});
export type PlanEvent = z.infer<typeof PlanEventSchema>;

export const PlanHistoryResponseSchema = z.object({ events: z.array(PlanEventSchema) });
export type PlanHistoryResponse = z.infer<typeof PlanHistoryResponseSchema>;

/** `GET /plans/:id/history` answers at most this many events, the newest. */
export const PLAN_HISTORY_MAX = 500;

// Deleting the account with everything it owns (issue 16, item 5; its data download is
// in account-data.ts).

/** `DELETE /account`: the user's password, checked before anything is deleted. */
export const DeleteAccountBodySchema = z.object({
  password: safeText().min(1, 'Enter your password').max(1024),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
