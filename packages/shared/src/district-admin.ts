import { z } from 'zod';
import { DaySchema, LICENCE_STATUSES, STAFF_ROLES } from './administration';
import { AccountDataPlanSchema } from './account-data';
import { TIERS } from './content-constants';
import { safeText } from './text';

// The district console (`/district`, issue 19 item 2): the API a district administrator uses.

/** `GET /district`: the licence and the access code of the administrator's district. */
export const DistrictOverviewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  licence: z.object({
    startsOn: z.iso.date().nullable(),
    endsOn: z.iso.date().nullable(),
    status: z.enum(LICENCE_STATUSES),
  }),
  code: z.object({
    value: z.string(),
    active: z.boolean(),
    expiresOn: z.iso.date().nullable(),
    /** Whether someone could register with it today (active, not expired, licence started and in force). */
    usable: z.boolean(),
  }),
  staffCount: z.int().nonnegative(),
  activeStaffCount: z.int().nonnegative(),
});
export type DistrictOverview = z.infer<typeof DistrictOverviewSchema>;

/** One person of the district, as the staff table shows them. */
export const StaffMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  lastSignInAt: z.iso.datetime().nullable(),
  /** Plans they own, archived ones included. */
  planCount: z.int().nonnegative(),
  deactivatedAt: z.iso.datetime().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** `GET /district/staff?q=`: matching staff by last then first name. `q` matches name or e-mail. */
export const StaffQuerySchema = z.object({ q: safeText().trim().max(100).optional() });
export const StaffListResponseSchema = z.object({ staff: z.array(StaffMemberSchema) });
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;

/** `PUT /district/staff/:id/role`. */
export const StaffRoleBodySchema = z.object({ role: z.enum(STAFF_ROLES) });
export type StaffRoleBody = z.infer<typeof StaffRoleBodySchema>;

/** `PUT /district/code`: switch the code on or off and set (or clear) the last day it works. */
export const AccessCodeBodySchema = z.object({
  active: z.boolean(),
  expiresOn: DaySchema.nullable(),
});
export type AccessCodeBody = z.infer<typeof AccessCodeBodySchema>;

/** The figures of one calendar month (UTC) of a district's use of Trellis. */
export const UsageMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Staff who signed in at least once that month. */
  activeUsers: z.int().nonnegative(),
  /** Student plans created that month. */
  plans: z.int().nonnegative(),
  /** Files downloaded by the district's staff (PDFs, CSV, JSON). */
  exports: z.int().nonnegative(),
  /** E-mails sent for the district's staff and plans (plans, cards, reminders). */
  emails: z.int().nonnegative(),
  /** Delivery log entries recorded on the district's plans. */
  logEntries: z.int().nonnegative(),
});
export type UsageMonth = z.infer<typeof UsageMonthSchema>;

/** `GET /district/usage`: the last `USAGE_MONTHS` months, oldest first, the current one last. */
export const UsageResponseSchema = z.object({ months: z.array(UsageMonthSchema) });
export type UsageResponse = z.infer<typeof UsageResponseSchema>;
export const USAGE_MONTHS = 12;

/** One library item in the universal-supports report. */
export const UniversalSupportSchema = z.object({
  accommodationId: z.string(),
  title: z.string(),
  tier: z.literal(TIERS),
  /** Students (live plans) whose plan has it. */
  students: z.int().positive(),
  /** That count out of `planCount`, as a whole percentage. */
  percent: z.int().min(0).max(100),
});
export type UniversalSupport = z.infer<typeof UniversalSupportSchema>;

/**
 * `GET /district/universal-supports`: the Tier 2 and 3 items most often planned across the
 * district's live (not archived) plans, most frequent first, at most `UNIVERSAL_SUPPORTS_LIMIT`;
 * items on fewer than `UNIVERSAL_SUPPORTS_MIN_STUDENTS` plans are left out.
 */
export const UniversalSupportsResponseSchema = z.object({
  planCount: z.int().nonnegative(),
  items: z.array(UniversalSupportSchema),
});
export type UniversalSupportsResponse = z.infer<typeof UniversalSupportsResponseSchema>;
export const UNIVERSAL_SUPPORTS_LIMIT = 15;
export const UNIVERSAL_SUPPORTS_MIN_STUDENTS = 2;

/** `GET /district/export.json`: every plan of the district's staff, with its log. */
export const DistrictExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  district: z.object({ id: z.uuid(), name: z.string() }),
  staff: z.array(StaffMemberSchema),
  plans: z.array(
    AccountDataPlanSchema.extend({
      owner: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    }),
  ),
});
export type DistrictExport = z.infer<typeof DistrictExportSchema>;

/** The CSV files of the district export: `GET /district/export/<kind>.csv`. */
export const DISTRICT_CSV_KINDS = ['plans', 'log'] as const;
export type DistrictCsvKind = (typeof DISTRICT_CSV_KINDS)[number];
