import { z } from 'zod';
import { LogEntrySchema } from './delivery-log';
import { REVIEW_DECISIONS } from './review-meeting';
import { ACCOUNT_TYPES } from './session';
import {
  PlanDetailsSchema,
  PlanEventSchema,
  PlanShareSchema,
  SHARE_ROLES,
  StudentPlanStateSchema,
} from './student-plans';

// The account's data download (issue 16, item 5): everything Trellis keeps about a user.
// Its own module because it gathers the plans, their implementers and their delivery log.

/** One of the user's own plans in the data download: the whole plan, its shares and history. */
export const AccountDataPlanSchema = PlanDetailsSchema.extend({
  id: z.uuid(),
  archived: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.int().positive(),
  state: StudentPlanStateSchema,
  shares: z.array(PlanShareSchema),
  history: z.array(PlanEventSchema),
  /** Who carries out the plan's items, and when their card was sent and confirmed (issue 18). */
  implementers: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      classOrPeriod: z.string(),
      items: z.array(z.string()),
      cardSentAt: z.iso.datetime().nullable(),
      acknowledgedAt: z.iso.datetime().nullable(),
    }),
  ),
  /** The plan's delivery log, every entry, oldest first (issue 18). */
  deliveryLog: z.array(LogEntrySchema),
  /** The team's review decision per item, by item (issue 18). */
  reviewDecisions: z.array(
    z.object({
      itemKey: z.string(),
      decision: z.enum(REVIEW_DECISIONS),
      note: z.string(),
      decidedAt: z.iso.datetime(),
    }),
  ),
});
export type AccountDataPlan = z.infer<typeof AccountDataPlanSchema>;

/** `GET /account/data`: the user's profile, own plans, and the plans others share with them. */
export const AccountDataSchema = z.object({
  exportedAt: z.iso.datetime(),
  profile: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    accountType: z.enum(ACCOUNT_TYPES),
    district: z.object({ name: z.string(), code: z.string() }).nullable(),
    subscriptionExpiresAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  }),
  currentPlanId: z.uuid().nullable(),
  plans: z.array(AccountDataPlanSchema),
  /**
   * What the user logged on plans they do not own (as an editor, or as an implementer
   * colleague), by plan, oldest first (issue 18).
   */
  deliveryLogByMe: z.array(
    z.object({ planId: z.uuid(), label: z.string(), entries: z.array(LogEntrySchema) }),
  ),
  /** Plans of colleagues the user can see: which, and how (their content is the owner's). */
  sharedWithMe: z.array(
    z.object({ id: z.uuid(), label: z.string(), owner: z.string(), role: z.enum(SHARE_ROLES) }),
  ),
});
export type AccountData = z.infer<typeof AccountDataSchema>;
