import { z } from 'zod';
import { ROLES } from './administration';
import { FAMILY_LOCALES } from './locales';

/** Account types of spec §6: a paid individual licence or a district licence. */
export const ACCOUNT_TYPES = ['individual', 'district'] as const;
/** An account's kind. */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The district a signed-in user belongs to, as the web app shows it. */
export const SessionDistrictSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  expires: z.string().nullable(),
});

/** The signed-in user and the limits of their session. */
export const SignedInSchema = z.object({
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    accountType: z.enum(ACCOUNT_TYPES),
    district: SessionDistrictSchema.nullable(),
    /** When an individual subscription ends (ISO time); null for district accounts. */
    subscriptionExpiresAt: z.string().nullable(),
    /** What they may administer (issue 19); `member` for most. */
    role: z.enum(ROLES),
    /** The language the app speaks to them in (issue 24): their profile's setting. */
    locale: z.enum(FAMILY_LOCALES),
  }),
  session: z.object({
    expiresAt: z.string(),
    idleExpiresAt: z.string(),
    /**
     * The server's time when it answered (ISO). The browser counts down to `expiresAt` from
     * this, not from its own clock, which may be hours off. Optional: older servers omit it.
     */
    now: z.string().optional(),
    /**
     * The identity provider's name when the session began with single sign-on (issue 21):
     * signing out of Trellis leaves that provider's own session, and the app says so.
     */
    signedInWith: z.string().nullable().optional(),
  }),
});
export type SignedIn = z.infer<typeof SignedInSchema>;

/**
 * `GET /api/v1/me`: who is signed in. Nobody is an ordinary answer (200 with nulls), not an
 * error: the app asks on every load.
 */
export const MeResponseSchema = z.union([
  SignedInSchema,
  z.object({ user: z.null(), session: z.null() }),
]);
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** `PUT /api/v1/me/locale`: the language the app speaks to the signed-in user in. */
export const SetLocaleBodySchema = z.strictObject({
  locale: z.enum(FAMILY_LOCALES, { error: 'Choose English or Spanish' }),
});
export type SetLocaleBody = z.infer<typeof SetLocaleBodySchema>;

/** Name of the HttpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'trellis_session';
