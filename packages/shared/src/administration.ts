import { z } from 'zod';

// Roles and the audit log (issue 19): shared by the district and operator consoles.

/**
 * What a user may administer. A member uses Trellis; a district administrator also manages
 * the staff, access code and data of their own district; an operator runs the service for
 * every district. One role per account.
 */
export const ROLES = ['member', 'district_admin', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a district administrator can give a colleague (never operator). */
export const STAFF_ROLES = ['member', 'district_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  member: 'Staff member',
  district_admin: 'District administrator',
  operator: 'Operator',
};

/** A calendar day as `YYYY-MM-DD` (licence and code dates: they end at the end of the day, UTC). */
export const DaySchema = z.iso.date({ error: 'Enter a date like 2027-07-31.' });

/** Every kind of administrative action the audit log records. */
export const AUDIT_ACTIONS = [
  'role-changed',
  'staff-deactivated',
  'staff-reactivated',
  'password-reset-sent',
  'code-rotated',
  'code-changed',
  'district-created',
  'licence-changed',
  'district-deleted',
  'data-exported',
  'estimate-status-changed',
  'subscription-changed',
  'sso-changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit log, as both consoles show it. */
export const AuditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  /** Who did it: "Ana Diaz (ana@district.org)", or "Command line". */
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** What was done, in one sentence: "Deactivated Ben Ode (ben@district.org)." */
  summary: z.string(),
  /** The district it concerned (operator view); null for service-wide actions. */
  district: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * `GET /district/audit` and `GET /operator/audit`: newest first, at most `AUDIT_PAGE_SIZE`.
 * `nextCursor`, when not null, is the `before` of the next (older) page.
 */
export const AuditListResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable().default(null),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
export const AUDIT_PAGE_SIZE = 50;

/** An audit page's `before`: the opaque `nextCursor` of the page above it. */
const AuditCursorSchema = z.string().max(200).optional();

/** `GET /district/audit?before=`: the page of entries older than `before` (the first without). */
export const DistrictAuditQuerySchema = z.object({ before: AuditCursorSchema });
export type DistrictAuditQuery = z.infer<typeof DistrictAuditQuerySchema>;

/** `GET /operator/audit?before=&districtId=&action=`: also only one district's, or one kind. */
export const OperatorAuditQuerySchema = z.object({
  before: AuditCursorSchema,
  districtId: z.uuid('expected a district id').optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
});
export type OperatorAuditQuery = z.infer<typeof OperatorAuditQuerySchema>;

/**
 * Where a licence stands on a given day: `inactive` (switched off by an operator),
 * `scheduled` (its first day is still to come), `ended` (past its end), `ending` (within
 * `LICENCE_ENDING_DAYS` of its end), `active` otherwise.
 */
export const LICENCE_STATUSES = ['active', 'ending', 'ended', 'inactive', 'scheduled'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];
export const LICENCE_ENDING_DAYS = 30;

export const LICENCE_STATUS_LABELS: Record<LicenceStatus, string> = {
  active: 'Active',
  ending: 'Ending soon',
  ended: 'Ended',
  inactive: 'Inactive',
  scheduled: 'Not started yet',
};

/**
 * The status of a licence that starts at `startsAt` and ends at `endsAt` (null: no such
 * date) and may be switched off.
 */
export function licenceStatus(
  licence: { active: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): LicenceStatus {
  if (!licence.active) return 'inactive';
  if (licence.startsAt && licence.startsAt > now) return 'scheduled';
  if (!licence.endsAt) return 'active';
  const left = licence.endsAt.getTime() - now.getTime();
  if (left <= 0) return 'ended';
  return left <= LICENCE_ENDING_DAYS * 24 * 60 * 60_000 ? 'ending' : 'active';
}

/** The end of a calendar day in UTC, as licences and codes store it. */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.000Z`);
}

/** The UTC calendar day of a moment, `YYYY-MM-DD`: licence days are UTC days everywhere. */
export function utcDayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The calendar day (UTC) of a stored time, `YYYY-MM-DD`; null stays null. */
export function dayOf(at: Date | null): string | null {
  return at ? utcDayOf(at) : null;
}

/**
 * The last day of a one-year licence starting on `startsOn`: the day before its anniversary
 * (2026-07-01 to 2027-06-30; from February 29 to February 28). One rule for the server's
 * "create district" and the console's pre-filled dates.
 */
export function yearLicenceEnd(startsOn: string): string {
  const [year = 0, month = 1, day = 1] = startsOn.split('-').map(Number);
  return utcDayOf(new Date(Date.UTC(year + 1, month - 1, day - 1)));
}
