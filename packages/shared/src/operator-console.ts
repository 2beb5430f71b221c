import { z } from 'zod';
import { DaySchema, LICENCE_STATUSES } from './administration';
import { EmailSchema } from './auth';
import { safeText } from './text';

// The operator console (`/operator`, issue 19 item 3): the API of the people running Trellis.

/** One district as the operator's table shows it. */
export const OperatorDistrictSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  licenceStartsOn: z.iso.date().nullable(),
  licenceEndsOn: z.iso.date().nullable(),
  status: z.enum(LICENCE_STATUSES),
  staffCount: z.int().nonnegative(),
  adminCount: z.int().nonnegative(),
  planCount: z.int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type OperatorDistrict = z.infer<typeof OperatorDistrictSchema>;

export const OperatorDistrictListSchema = z.object({ districts: z.array(OperatorDistrictSchema) });
export type OperatorDistrictList = z.infer<typeof OperatorDistrictListSchema>;

/**
 * An access code an operator chooses: 7 or 8 letters or digits (the web app treats a held
 * code of 7 or more as complete), stored upper-case.
 */
export const NewAccessCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{7,8}$/, 'Use 7 or 8 letters and digits, e.g. ABCD1234.')
  .transform((code) => code.toUpperCase());

/** A district's name as an operator types it. */
const DistrictNameSchema = safeText().trim().min(1, 'Enter the district name.').max(128);

/**
 * `POST /operator/districts` (create) and `PUT /operator/districts/:id` (edit, extend or end
 * the licence, deactivate). A blank code on create gets a random one.
 */
export const DistrictBodySchema = z
  .object({
    name: DistrictNameSchema,
    code: z.union([NewAccessCodeSchema, z.literal('')]).optional(),
    licenceStartsOn: DaySchema.nullable(),
    licenceEndsOn: DaySchema.nullable(),
    active: z.boolean(),
  })
  .refine(
    (body) =>
      !body.licenceStartsOn || !body.licenceEndsOn || body.licenceStartsOn <= body.licenceEndsOn,
    { path: ['licenceEndsOn'], message: 'The licence cannot end before it starts.' },
  );
export type DistrictBody = z.input<typeof DistrictBodySchema>;

/** `POST /operator/districts/:id/delete`: the district's name, typed again, confirms it. */
export const DeleteDistrictBodySchema = z.object({ confirmName: z.string() });
export const DeleteDistrictResponseSchema = z.object({
  deletedUsers: z.int().nonnegative(),
  deletedPlans: z.int().nonnegative(),
});
export type DeleteDistrictResponse = z.infer<typeof DeleteDistrictResponseSchema>;

/**
 * `POST /operator/districts/:id/administrator`: makes the account with this address, which
 * must belong to the district, one of its administrators.
 */
export const DistrictAdministratorBodySchema = z.object({ email: EmailSchema });
export type DistrictAdministratorBody = z.infer<typeof DistrictAdministratorBodySchema>;

export const ESTIMATE_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
export const ESTIMATE_STATUS_LABELS: Record<EstimateStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

/** One district price estimate request, newest first in the list. */
export const EstimateRowSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  schoolName: z.string(),
  city: z.string(),
  state: z.string(),
  students: z.int(),
  estimate: z.int(),
  status: z.enum(ESTIMATE_STATUSES),
  /** The district created from it, if any. */
  district: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type EstimateRow = z.infer<typeof EstimateRowSchema>;
export const EstimateListSchema = z.object({ requests: z.array(EstimateRowSchema) });
export type EstimateList = z.infer<typeof EstimateListSchema>;

/** `PUT /operator/estimates/:id/status`. */
export const EstimateStatusBodySchema = z.object({ status: z.enum(ESTIMATE_STATUSES) });

/**
 * `POST /operator/estimates/:id/district`: creates the district named `name` (else after the
 * request's school), with a licence from today for a year unless given, and marks the request
 * won.
 */
export const DistrictFromEstimateBodySchema = z.object({
  name: DistrictNameSchema.optional(),
  code: z.union([NewAccessCodeSchema, z.literal('')]).optional(),
  licenceEndsOn: DaySchema.nullable().optional(),
});

/** One individual subscriber. */
export const SubscriptionRowSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  endsOn: z.iso.date().nullable(),
  status: z.enum(LICENCE_STATUSES),
  /** Paid renewals so far. */
  renewals: z.int().nonnegative(),
  /** Whether they finished registration (set a password). */
  registered: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SubscriptionRow = z.infer<typeof SubscriptionRowSchema>;
export const SubscriptionListSchema = z.object({ subscriptions: z.array(SubscriptionRowSchema) });
export type SubscriptionList = z.infer<typeof SubscriptionListSchema>;

/** `PUT /operator/subscriptions/:userId`: a new last day (a goodwill extension, a correction). */
export const SubscriptionBodySchema = z.object({ endsOn: DaySchema });

/** One e-mail that could not be sent. */
export const FailedMailSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  attempts: z.int().nonnegative(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;
export const FailedMailListSchema = z.object({ mail: z.array(FailedMailSchema) });
export type FailedMailList = z.infer<typeof FailedMailListSchema>;

/** `GET /operator/content`: the library the server runs on. */
export const ContentStatusSchema = z.object({
  appVersion: z.string(),
  libraryVersion: z.string(),
  importedAt: z.iso.datetime().nullable(),
  accommodations: z.int().nonnegative(),
  needs: z.int().nonnegative(),
  strengths: z.int().nonnegative(),
});
export type ContentStatus = z.infer<typeof ContentStatusSchema>;
