import { z } from 'zod';
import { safeText } from './text';
import { BuilderStateSchema, PLAN_MAX_ITEMS } from './builder';
import { ACCOMMODATION_KEY_PATTERN } from './content';
import { ItemDetailsSchema } from './item-details';

// Sharing a plan (spec §2 step 5, §7): the plan PDF, the Adaptation Data Form and e-mail.

/** Most recipients one plan e-mail may go to (personnel and other addresses together). */
export const EMAIL_MAX_RECIPIENTS = 25;
/** Longest custom message of a plan e-mail. */
export const EMAIL_MESSAGE_MAX = 5000;
/** Longest 'other addresses' text (one address per line). */
export const EMAIL_OTHER_ADDRESSES_MAX = 5000;
/** Longest student name the documents print: a student plan's label. */
export const STUDENT_NAME_MAX = 40;

/** The plan as the export calls take it: chosen strengths and needs, and the plan's keys. */
export const PlanExportBodySchema = z.object({
  builder: BuilderStateSchema.pick({ strengths: true, needs: true }),
  plan: z
    .array(z.string().regex(ACCOMMODATION_KEY_PATTERN, 'expected an accommodation key such as L12'))
    .min(1, 'Add at least one accommodation to the plan first.')
    .max(PLAN_MAX_ITEMS, `at most ${PLAN_MAX_ITEMS} accommodations`),
  /** Implementation details of the items the team edited, by key; others take the defaults. */
  details: z
    .record(
      z.string().regex(ACCOMMODATION_KEY_PATTERN, 'expected an accommodation key such as L12'),
      ItemDetailsSchema,
    )
    .refine((details) => Object.keys(details).length <= PLAN_MAX_ITEMS, {
      error: `at most ${PLAN_MAX_ITEMS} items`,
    })
    .default({}),
  /**
   * The student's label (the student plan's, or as typed), printed in the documents' Student
   * Name field and the e-mail's subject; null or absent leaves the field blank to fill in.
   */
  studentName: safeText()
    .trim()
    .max(STUDENT_NAME_MAX, `Use at most ${STUDENT_NAME_MAX} characters`)
    .nullable()
    .default(null),
});
/** The body of the plan PDF and data form calls, as sent (`studentName` may be left out). */
export type PlanExportBody = z.input<typeof PlanExportBodySchema>;
/** The same body as the server reads it, defaults filled in. */
export type PlanExportRequest = z.output<typeof PlanExportBodySchema>;

/** The plan's statements as a file for other systems (`POST /plan/export/:format`). */
export const PLAN_DATA_FORMATS = ['csv', 'json'] as const;
export type PlanDataFormat = (typeof PLAN_DATA_FORMATS)[number];

/** `POST /api/v1/plan/email` body: the plan, who receives it, and an optional message. */
export const PlanEmailBodySchema = PlanExportBodySchema.extend({
  /** Ids of colleagues from `GET /plan/personnel`. */
  personnel: z.array(z.uuid('expected a colleague from the list')).max(EMAIL_MAX_RECIPIENTS),
  /** Other addresses, one per line, as typed; the server checks each line. */
  otherEmails: safeText().max(EMAIL_OTHER_ADDRESSES_MAX),
  message: safeText().max(
    EMAIL_MESSAGE_MAX,
    `The message can be at most ${EMAIL_MESSAGE_MAX} characters.`,
  ),
});
/** The body of the plan e-mail call, as sent. */
export type PlanEmailBody = z.input<typeof PlanEmailBodySchema>;
/** The plan e-mail body as the server reads it. */
export type PlanEmailRequest = z.output<typeof PlanEmailBodySchema>;

/** `POST /api/v1/plan/email` answer. */
export const PlanEmailResponseSchema = z.object({
  success: z.literal(true),
  recipients: z.array(z.string()),
});

/** A colleague the plan can be e-mailed to: a user of the same district. */
export const ColleagueSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
/** A colleague. */
export type Colleague = z.infer<typeof ColleagueSchema>;

/** `GET /api/v1/plan/personnel`: the user's school personnel, by last then first name. */
export const PersonnelResponseSchema = z.object({ personnel: z.array(ColleagueSchema) });

/** Splits the 'other addresses' text into its non-empty lines, trimmed, with line numbers. */
export function addressLines(text: string): { line: number; address: string }[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((address, index) => ({ line: index + 1, address: address.trim() }))
    .filter((entry) => entry.address !== '');
}
