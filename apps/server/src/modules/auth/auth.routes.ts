import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccessCodeSchema,
  ChangePasswordBodySchema,
  PasswordResetCheckBodySchema,
  PasswordResetCheckResponseSchema,
  PasswordResetCompleteBodySchema,
  PasswordResetRequestBodySchema,
  RegisterBodySchema,
  SchoolCodeResponseSchema,
  SignInBodySchema,
  SuccessResponseSchema,
} from '@trellis/shared/auth';
import { SignedInSchema } from '@trellis/shared/session';
import { requireUser, signedInUser } from '../../http/require-user';
import { setSessionCookie } from '../../http/session-cookie';
import type { Mailer } from '../../mail/mailer';
import { lookUpAccessCode, registerWithCode, signIn, type AuthDeps } from './auth.service';
import {
  changePassword,
  completePasswordReset,
  isResetTokenUsable,
  requestPasswordReset,
  sendPasswordReset,
} from './password.service';
import { backgroundRunner } from '../../jobs/stored-first';

const tags = ['accounts'];

/** Sign-in, registration by access code, password change and reset. */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps & { mailer: Mailer }> = async (
  app,
  deps,
) => {
  const guard = requireUser(deps);
  const inBackground = backgroundRunner(app, 'password reset e-mail');

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: SignInBodySchema,
        response: { 200: SignedInSchema },
      },
    },
    async (request, reply) => {
      const { token, expiresAt, signedIn } = await signIn(deps, request.body, request.ip);
      setSessionCookie(reply, token, expiresAt);
      return signedIn;
    },
  );

  app.get(
    '/auth/school-code/:code',
    {
      schema: {
        tags,
        summary: 'The school or district behind an access code',
        params: z.object({ code: AccessCodeSchema }),
        response: { 200: SchoolCodeResponseSchema },
      },
    },
    async (request) => {
      const district = await lookUpAccessCode(deps, request.params.code, request.ip);
      return {
        success: true as const,
        payload: {
          school_name: district.name,
          school_code: district.code,
          active: district.active,
          expires: district.expiresAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create a district account with an access code',
        body: RegisterBodySchema,
        response: { 201: SignedInSchema },
      },
    },
    async (request, reply) => {
      const { token, expiresAt, signedIn } = await registerWithCode(deps, request.body, request.ip);
      setSessionCookie(reply, token, expiresAt);
      return reply.status(201).send(signedIn);
    },
  );

  app.put(
    '/auth/password',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Change the signed-in user's password",
        body: ChangePasswordBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    async (request) => {
      const { user, session } = signedInUser(request);
      await changePassword(deps, user, session, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/password-reset/request',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer for every address)',
        body: PasswordResetRequestBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    async (request) => {
      // Stored, then answered: the lookup, the token and the e-mail happen off the request
      // path, so the answer takes the same time whether or not an account uses the address.
      const stored = await requestPasswordReset(deps, request.body.email, request.ip);
      inBackground(() => sendPasswordReset(deps, stored));
      return { success: true as const };
    },
  );

  app.post(
    '/auth/password-reset/check',
    {
      schema: {
        tags,
        summary: 'Whether a reset link can still be used',
        body: PasswordResetCheckBodySchema,
        response: { 200: PasswordResetCheckResponseSchema },
      },
    },
    async (request) => ({ valid: await isResetTokenUsable(deps, request.body.token) }),
  );

  app.post(
    '/auth/password-reset/complete',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        body: PasswordResetCompleteBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    async (request) => {
      await completePasswordReset(deps, request.body.token, request.body.password);
      return { success: true as const };
    },
  );
};
