import { STUDENT_PLAN_MAX_ITEMS } from './plan-limits';
import { z } from 'zod';
import { ACCOMMODATION_KEY_PATTERN } from './content';
import { PlanDateSchema } from './student-plans';
import { safeText } from './text';

// The delivery log (issue 18, decision 018): for a day or a week, whether each plan item was
// provided (fully, partly, not, with a reason), whether the student used it, how well it
// worked, and a note. Implementers log through their card link (or a log link a weekly
// reminder brings) or signed in; the case manager logs too and adds the student's own view.

export const LOG_PERIODS = ['day', 'week'] as const;
export type LogPeriod = (typeof LOG_PERIODS)[number];
export const PROVIDED = ['full', 'partly', 'not'] as const;
export type Provided = (typeof PROVIDED)[number];
export const USED = ['yes', 'no'] as const;
export type Used = (typeof USED)[number];
/** Who an entry speaks for. */
export const LOG_ROLES = ['implementer', 'case-manager', 'student'] as const;
export type LogRole = (typeof LOG_ROLES)[number];

export const LOG_REASON_MAX = 200;
export const LOG_NOTE_MAX = 500;
/** How far back a day or week may be logged: a school term. */
export const LOG_BACKDATE_DAYS = 120;
/** How long a log link from a weekly reminder stays good. */
export const LOG_LINK_DAYS = 14;
/** How many weeks of their own entries a link shows an implementer. */
export const LOG_WEEKS_SHOWN = 8;
/** An item nobody has logged for this many days is "not logged lately". */
export const NOT_LOGGED_LATELY_DAYS = 14;

/** Words the screens, CSV and PDFs use for each answer. */
export const PROVIDED_LABELS: Record<Provided, string> = {
  full: 'Provided fully',
  partly: 'Provided partly',
  not: 'Not provided',
};
export const LOG_ROLE_LABELS: Record<LogRole, string> = {
  implementer: 'Implementer',
  'case-manager': 'Case manager',
  student: 'Student’s view',
};

/** The Monday of the ISO week holding `date` (`YYYY-MM-DD`, read as a calendar date). */
export function weekStartOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - back);
  return day.toISOString().slice(0, 10);
}

/** `date` moved by `days` (may be negative). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const itemKey = z
  .string()
  .regex(ACCOMMODATION_KEY_PATTERN, 'expected an accommodation key such as L12');

/**
 * One item's answer. `provided` is null only on the student's own view. Not provided needs a
 * reason, and then nothing about use or how well it worked.
 */
export const LogEntryInputSchema = z
  .object({
    itemKey,
    provided: z.enum(PROVIDED, 'Choose whether it was provided').nullable(),
    reason: safeText()
      .trim()
      .max(LOG_REASON_MAX, `Use at most ${LOG_REASON_MAX} characters`)
      .default(''),
    used: z.enum(USED, 'Choose whether the student used it').nullable().default(null),
    rating: z
      .int('Rate it from 1 to 5')
      .min(1, 'Rate it from 1 to 5')
      .max(5, 'Rate it from 1 to 5')
      .nullable()
      .default(null),
    note: safeText().trim().max(LOG_NOTE_MAX, `Use at most ${LOG_NOTE_MAX} characters`).default(''),
  })
  .superRefine((entry, ctx) => {
    if (entry.provided !== 'not') return;
    if (!entry.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why it was not provided' });
    }
    if (entry.used !== null || entry.rating !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['used'],
        message: 'An accommodation not provided cannot have been used or rated',
      });
    }
  });
export type LogEntryInput = z.input<typeof LogEntryInputSchema>;

/**
 * `PUT /cards/:token/log` and `PUT /plans/:id/log`: the answers for one day or one week (a
 * week is named by its Monday), one entry per item. `as: 'student'` (signed in, plan editors
 * only) records the student's own view: `provided` is then null on every entry.
 */
export const LogSaveBodySchema = z
  .object({
    period: z.enum(LOG_PERIODS, 'Choose a day or a week'),
    startsOn: PlanDateSchema,
    as: z.enum(['me', 'student']).default('me'),
    entries: z
      .array(LogEntryInputSchema)
      .min(1, 'Answer for at least one accommodation')
      .max(STUDENT_PLAN_MAX_ITEMS)
      .refine(
        (entries) => new Set(entries.map((entry) => entry.itemKey)).size === entries.length,
        'Answer once for each accommodation',
      ),
  })
  .superRefine((body, ctx) => {
    // Refinements run after a malformed date too (its issue is already reported).
    const date = PlanDateSchema.safeParse(body.startsOn).success;
    if (body.period === 'week' && date && weekStartOf(body.startsOn) !== body.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['startsOn'], message: 'A week starts on a Monday' });
    }
    body.entries.forEach((entry, index) => {
      const student = body.as === 'student';
      if (student && entry.provided !== null) {
        ctx.addIssue({
          code: 'custom',
          path: ['entries', index, 'provided'],
          message: 'The student’s view says whether they used it and how well it worked',
        });
      }
      if (!student && entry.provided === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['entries', index, 'provided'],
          message: 'Choose whether it was provided',
        });
      }
    });
  });
export type LogSaveBody = z.input<typeof LogSaveBodySchema>;

/** One stored entry as every reader sees it. */
export const LogEntrySchema = z.object({
  id: z.uuid(),
  itemKey: z.string(),
  period: z.enum(LOG_PERIODS),
  startsOn: z.string(),
  role: z.enum(LOG_ROLES),
  /** The implementer it was logged as, while they are on the plan; null otherwise. */
  implementerId: z.uuid().nullable(),
  /** Who logged it, as they were named then ("Student’s view" for the student's own). */
  loggerName: z.string(),
  provided: z.enum(PROVIDED).nullable(),
  reason: z.string(),
  used: z.enum(USED).nullable(),
  rating: z.int().min(1).max(5).nullable(),
  note: z.string(),
  updatedAt: z.iso.datetime(),
  /**
   * Whether the reader logged it: as themselves or as the implementer they are (every entry
   * a link shows is its implementer's own).
   */
  mine: z.boolean(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** An item a logger may log: its key, title and the statement the plan makes of it. */
export const LogItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  statement: z.string(),
});
export type LogItem = z.infer<typeof LogItemSchema>;

/**
 * `GET /cards/:token/log`: what a card or log link shows its implementer, and nothing else of
 * the plan: their items still in the plan, their own entries of the last LOG_WEEKS_SHOWN
 * weeks, whether their weekly reminder is paused, and the server's date.
 */
export const LinkLogResponseSchema = z.object({
  student: z.string(),
  implementer: z.object({ name: z.string(), classOrPeriod: z.string() }),
  items: z.array(LogItemSchema),
  entries: z.array(LogEntrySchema),
  remindersPaused: z.boolean(),
  today: z.string(),
});
export type LinkLogResponse = z.infer<typeof LinkLogResponseSchema>;

/** `PUT /cards/:token/reminders`: pause or resume the weekly log reminder. */
export const ReminderPauseBodySchema = z.object({ paused: z.boolean() });
export const ReminderPauseResponseSchema = z.object({ remindersPaused: z.boolean() });

/** `GET /plans/:id/log` query: a date range (both ends included) and one implementer. */
export const PlanLogQuerySchema = z.object({
  from: PlanDateSchema.optional(),
  to: PlanDateSchema.optional(),
  implementerId: z.uuid('expected an implementer id').optional(),
});
export type PlanLogQuery = z.infer<typeof PlanLogQuerySchema>;

/**
 * `GET /plans/:id/log`: the plan's log for anyone who may see the plan: the entries in the
 * range, the plan's items, its implementers (for the filter), and what the reader may log:
 * `all` (owner and editors: any item, and the student's view), `own` (an implementer
 * colleague signed in: their items), or `none` (viewers, and everyone while it is archived).
 */
export const PlanLogResponseSchema = z.object({
  /** The student's label as the plan names it. */
  label: z.string(),
  /**
   * The reader sees only their own part (an implementer the plan is not shared with): their
   * items and entries, and no other page of the plan.
   */
  ownPartOnly: z.boolean(),
  /** The plan is archived: nobody logs until it is restored. */
  archived: z.boolean(),
  entries: z.array(LogEntrySchema),
  items: z.array(LogItemSchema),
  implementers: z.array(z.object({ id: z.uuid(), name: z.string(), items: z.array(z.string()) })),
  canLog: z.enum(['all', 'own', 'none']),
  /** The items the reader may log (all of them for `all`). */
  loggableItems: z.array(z.string()),
  today: z.string(),
});
export type PlanLogResponse = z.infer<typeof PlanLogResponseSchema>;

/** `PUT …/log` answer: the entries as saved. */
export const LogSaveResponseSchema = z.object({ entries: z.array(LogEntrySchema) });

/**
 * `GET /plans/implementing`: the plans of the user's district that name them as an
 * implementer (shared with them or not), so a colleague signed in finds where to log.
 */
export const ImplementingResponseSchema = z.object({
  plans: z.array(
    z.object({
      planId: z.uuid(),
      label: z.string(),
      caseManager: z.string(),
      classOrPeriod: z.string(),
      /** Their items still in the plan. */
      items: z.array(z.object({ key: z.string(), title: z.string() })),
      /** The last day their own entries cover, up to today (`lastLoggedDay`), or null. */
      lastLoggedOn: z.string().nullable(),
    }),
  ),
});
export type ImplementingResponse = z.infer<typeof ImplementingResponseSchema>;
