import { STUDENT_PLAN_MAX_ITEMS } from './plan-limits';
import { z } from 'zod';
import { EmailSchema } from './auth';
import { ACCOMMODATION_KEY_PATTERN } from './content';

import { safeText } from './text';

// Carrying out the plan (issue 18, first part): the people who implement a student plan's
// items, the "accommodations at a glance" card each receives, and their acknowledgement
// through a link that needs no account (decision 017).

/** Most implementers one plan may name: every teacher of a high-school schedule, and more. */
export const IMPLEMENTERS_PER_PLAN_MAX = 40;
export const IMPLEMENTER_NAME_MAX = 100;
export const IMPLEMENTER_CLASS_MAX = 100;
/** How long a card link stays good: a school term. */
export const CARD_LINK_DAYS = 120;
/** Card e-mails one user may send per hour. */
export const CARD_EMAILS_PER_HOUR = 60;

const itemKeys = z
  .array(z.string().regex(ACCOMMODATION_KEY_PATTERN, 'expected an accommodation key such as L12'))
  .min(1, 'Choose at least one accommodation this person provides')
  .max(STUDENT_PLAN_MAX_ITEMS)
  .refine((keys) => new Set(keys).size === keys.length, 'Each accommodation can be chosen once');

/**
 * `POST /plans/:id/implementers` and `PATCH …/:implementerId`: a colleague with an account
 * (`colleagueId`, of the plan's district), or anyone by name and school e-mail; the class or
 * period they see the student in; the plan items they provide.
 */
/** A name or class is one line: it heads a card and an e-mail. */
const ONE_LINE = /^[^\r\n\u2028\u2029]*$/;

export const ImplementerBodySchema = z
  .object({
    colleagueId: z.uuid('expected a colleague from the list').nullable().default(null),
    name: safeText()
      .trim()
      .max(IMPLEMENTER_NAME_MAX, `Use at most ${IMPLEMENTER_NAME_MAX} characters`)
      .refine((value) => ONE_LINE.test(value), 'Write the name on one line')
      .default(''),
    email: z.union([EmailSchema, z.literal('')]).default(''),
    classOrPeriod: safeText()
      .trim()
      .max(IMPLEMENTER_CLASS_MAX, `Use at most ${IMPLEMENTER_CLASS_MAX} characters`)
      .refine((value) => ONE_LINE.test(value), 'Write the class or period on one line')
      .default(''),
    items: itemKeys,
  })
  .superRefine((body, ctx) => {
    if (body.colleagueId) return;
    if (!body.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Enter the name' });
    if (!body.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a school e-mail address' });
    }
  });
export type ImplementerBody = z.input<typeof ImplementerBodySchema>;

/** One implementer as the plan shows them. */
export const ImplementerSchema = z.object({
  id: z.uuid(),
  /** The colleague's account, or null for someone named by e-mail. */
  colleagueId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  classOrPeriod: z.string(),
  items: z.array(z.string()),
  /** When their current card was last e-mailed, or null. */
  cardSentAt: z.iso.datetime().nullable(),
  /** Whether a card link of theirs is good now (sent, not expired, not revoked). */
  linkActive: z.boolean(),
  /** When their latest card link stops working (whether or not it was withdrawn), or null. */
  linkExpiresAt: z.iso.datetime().nullable(),
  /**
   * When they confirmed reading their latest card, or null; a confirmation given before
   * the implementer became someone else (another colleague or address) does not count.
   */
  acknowledgedAt: z.iso.datetime().nullable(),
  /** Whether their items changed since the card they confirmed (false when not confirmed). */
  cardChangedSinceConfirmed: z.boolean(),
  /** Their items still in the saved plan, in their order: the card shows only these. */
  itemsInPlan: z.array(z.string()),
  /** Whether they paused the weekly log reminder (from their link). */
  remindersPaused: z.boolean(),
  /** The last day their own delivery log covers, up to today (`lastLoggedDay`), or null. */
  lastLoggedOn: z.string().nullable(),
});
export type Implementer = z.infer<typeof ImplementerSchema>;

export const ImplementerListResponseSchema = z.object({
  implementers: z.array(ImplementerSchema),
  limit: z.int(),
});
export type ImplementerListResponse = z.infer<typeof ImplementerListResponseSchema>;

/** One item of a teacher card: the statement and what the implementer needs to provide it. */
export const CardItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  statement: z.string(),
  appliesTo: z.string(),
  /** The library entry's description (Markdown): how it is done. */
  howTo: z.string(),
  /** What to watch for while providing it ('' for an entry gone from the library). */
  watchFor: z.string(),
});

/**
 * `GET /cards/:token`: the card a link opens, and nothing else of the plan: the student's
 * label, the implementer's name and class, their items, who to ask.
 */
export const CardResponseSchema = z.object({
  student: z.string(),
  implementer: z.object({ name: z.string(), classOrPeriod: z.string() }),
  items: z.array(CardItemSchema),
  contact: z.object({ name: z.string(), email: z.string() }),
  acknowledgedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
});
export type CardResponse = z.infer<typeof CardResponseSchema>;

/** `POST /cards/:token/acknowledge` answer. */
export const AcknowledgeResponseSchema = z.object({ acknowledgedAt: z.iso.datetime() });

/** A card link's token as it appears in the address: 43 base64url characters (32 bytes). */
export const CardTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a card link');

/** `POST /plans/:id/implementers/remind` answer: how many implementers were e-mailed again. */
export const RemindResponseSchema = z.object({ reminded: z.int().nonnegative() });
export type RemindResponse = z.infer<typeof RemindResponseSchema>;
