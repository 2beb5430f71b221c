import { z } from 'zod';
import { safeText } from './text';
import { AUTH_MESSAGES, EmailSchema, NAME_MAX } from './auth';

/** How long a completion key from checkout stays usable. */
export const COMPLETION_KEY_DAYS = 7;

/** `POST /api/v1/checkout/start`: a new subscription, or (signed in) a renewal. */
export const CheckoutStartBodySchema = z.object({ renew: z.boolean().default(false) });
/** Where the browser goes to pay. */
export const CheckoutStartResponseSchema = z.object({ url: z.string() });

/** The built-in test checkout's view of a checkout session. */
export const TestCheckoutResponseSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  renewal: z.boolean(),
  price: z.string(),
});

const name = (message: string) =>
  safeText({ error: message }).trim().min(1, message).max(NAME_MAX, message);

/** `POST /api/v1/checkout/test/:id/pay` for a new subscription: who is buying. */
export const TestCheckoutPayBodySchema = z.object({
  firstName: name(AUTH_MESSAGES.firstNameRequired),
  lastName: name(AUTH_MESSAGES.lastNameRequired),
  email: EmailSchema,
});
/** The buyer's details on the test checkout. */
export type TestCheckoutPayBody = z.infer<typeof TestCheckoutPayBodySchema>;

/** Where the browser goes after paying: Complete Registration, or back to the dashboard. */
export const CheckoutPaidResponseSchema = z.object({ url: z.string() });

/** `GET /api/v1/registration/complete/:key`: whose registration the key completes. */
export const CompletionKeyResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  registeredAt: z.string(),
});
/** The registration a completion key belongs to. */
export type CompletionKeyInfo = z.infer<typeof CompletionKeyResponseSchema>;

/** A completion key as it appears in the address. */
export const CompletionKeySchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid Key');

/** `POST /api/v1/registration/complete`: set the password and sign in. */
export const CompleteRegistrationBodySchema = z
  .object({
    key: CompletionKeySchema,
    password: safeText().max(1024),
    confirm: safeText().max(1024),
  })
  .refine((body) => body.password === body.confirm, {
    path: ['confirm'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
/** The Complete Registration form. */
export type CompleteRegistrationBody = z.infer<typeof CompleteRegistrationBodySchema>;
