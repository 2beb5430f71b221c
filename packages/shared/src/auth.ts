import { z } from 'zod';
import { safeText } from './text';

import {
  ACCESS_CODE_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
} from './auth-limits';

// The limits live in a module without zod, so a page can read them without the schemas.
export * from './auth-limits';

/** Messages of spec §5, used verbatim by the forms and the server. */
export const AUTH_MESSAGES = {
  firstNameRequired: 'First Name Is Required',
  lastNameRequired: 'Last Name Is Required',
  required: 'Required',
  emailInvalid: 'Email Is Invalid',
  invalidEmailAddress: 'Invalid email address',
  emailInUse: 'Email Already In Use',
  passwordTooShort: 'Password Must Be At Least 8 Characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCode: 'Invalid Code Entered.',
  accountDeactivated:
    'Your Trellis account has been deactivated. Please contact your district administrator.',
} as const;

const trimmed = (message: string) => safeText({ error: message }).trim().min(1, message);

/** An e-mail field with the registration form's messages. */
export const EmailSchema = trimmed(AUTH_MESSAGES.required)
  .max(EMAIL_MAX, AUTH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

/** A new password as the server accepts it (the common-password check is server-side). */
export const NewPasswordSchema = safeText({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

/** An access code as typed: trimmed, upper-case, at most 8 characters. */
export const AccessCodeSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.invalidCode)
  .max(ACCESS_CODE_MAX, AUTH_MESSAGES.invalidCode)
  .regex(/^[A-Za-z0-9]+$/, AUTH_MESSAGES.invalidCode)
  .transform((code) => code.toUpperCase());

/** `POST /api/v1/auth/login`. */
export const SignInBodySchema = z.object({
  email: trimmed(AUTH_MESSAGES.required).max(EMAIL_MAX),
  password: safeText().min(1, AUTH_MESSAGES.required).max(1024),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** `GET /api/v1/auth/school-code/:code`: the district behind an access code. */
export const SchoolCodeResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    school_name: z.string(),
    school_code: z.string(),
    active: z.boolean(),
    expires: z.string().nullable(),
  }),
});
export type SchoolCodeResponse = z.infer<typeof SchoolCodeResponseSchema>;

/** The district registration form's fields (spec §5), as the form and the server check them. */
export const RegistrationFormSchema = z.object({
  FirstName: trimmed(AUTH_MESSAGES.firstNameRequired).max(
    NAME_MAX,
    `First name must be at most ${NAME_MAX} characters`,
  ),
  LastName: trimmed(AUTH_MESSAGES.lastNameRequired).max(
    NAME_MAX,
    `Last name must be at most ${NAME_MAX} characters`,
  ),
  UserEmail: EmailSchema,
  Phone: safeText().trim().max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters`),
  UserPassword: NewPasswordSchema,
});
export type RegistrationForm = z.infer<typeof RegistrationFormSchema>;

/** `POST /api/v1/auth/register`: the spec's registration payload. */
export const RegisterBodySchema = z.object({
  email: EmailSchema,
  fname: RegistrationFormSchema.shape.FirstName,
  lname: RegistrationFormSchema.shape.LastName,
  phone: RegistrationFormSchema.shape.Phone.optional(),
  password: NewPasswordSchema,
  code: AccessCodeSchema,
  type: z.literal('district'),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** `PUT /api/v1/auth/password`: change the signed-in user's password. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: safeText().min(1, 'Enter your current password').max(1024),
  newPassword: safeText().max(1024),
  confirmPassword: safeText().max(1024),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** `POST /api/v1/auth/password-reset/request`. */
export const PasswordResetRequestBodySchema = z.object({
  email: trimmed(AUTH_MESSAGES.required).max(EMAIL_MAX),
});

/** `POST /api/v1/auth/password-reset/check`: is this link still usable? */
export const PasswordResetCheckBodySchema = z.object({ token: safeText().min(1).max(200) });
export const PasswordResetCheckResponseSchema = z.object({ valid: z.boolean() });

/** `POST /api/v1/auth/password-reset/complete`. */
export const PasswordResetCompleteBodySchema = z.object({
  token: safeText().min(1).max(200),
  password: safeText().max(1024),
});

/** The answer of calls that only succeed or fail. */
export const SuccessResponseSchema = z.object({ success: z.literal(true) });

/** "Aug 1, 2027": a licence's first day (stored at the start of the day, UTC). */
const licenceDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Why a district's access code cannot be used to register, or null when it can. One rule
 * for the server's refusal and the registration page's warning.
 */
export function districtUnavailableReason(
  district: {
    name: string;
    active: boolean;
    expiresAt: Date | null;
    licenceStartsAt?: Date | null;
  },
  now: Date,
): string | null {
  if (!district.active) {
    return `The access code for ${district.name} is not active. Please contact your school or district administrator.`;
  }
  if (district.licenceStartsAt && district.licenceStartsAt > now) {
    return `The licence of ${district.name} starts on ${licenceDay.format(district.licenceStartsAt)}. Its access code works from that day.`;
  }
  if (district.expiresAt && district.expiresAt <= now) {
    return `The licence of ${district.name} has expired, so its access code cannot be used to create accounts. Please contact your school or district administrator.`;
  }
  return null;
}
