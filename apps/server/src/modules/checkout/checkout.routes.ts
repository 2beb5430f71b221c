import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutPaidResponseSchema,
  CheckoutStartBodySchema,
  CheckoutStartResponseSchema,
  CompleteRegistrationBodySchema,
  CompletionKeyResponseSchema,
  CompletionKeySchema,
  TestCheckoutPayBodySchema,
  TestCheckoutResponseSchema,
} from '@trellis/shared/checkout';
import { SignedInSchema } from '@trellis/shared/session';
import type { Config } from '../../config';
import { resolveSession } from '../../sessions/session-store';
import { sessionTokenOf, setSessionCookie } from '../../sessions/session-cookie';
import {
  completeRegistration,
  completionInfo,
  payTestCheckout,
  startCheckout,
  testCheckout,
  type TestPayDeps,
} from './checkout.service';

const tags = ['checkout'];
const CheckoutIdSchema = z.object({ id: z.uuid('expected a checkout id') });

/** Individual subscriptions: checkout, the built-in test checkout, Complete Registration. */
export const checkoutRoutes: FastifyPluginAsyncZod<TestPayDeps & { config: Config }> = async (
  app,
  deps,
) => {
  app.post(
    '/checkout/start',
    {
      schema: {
        tags,
        summary: 'Start buying (or, signed in, renewing) the one-year individual licence',
        body: CheckoutStartBodySchema,
        response: { 200: CheckoutStartResponseSchema },
      },
    },
    async (request) => {
      const token = sessionTokenOf(request);
      const signedIn = token ? await resolveSession(deps, token) : null;
      return startCheckout(deps, request.body.renew, signedIn, request.ip);
    },
  );

  app.get(
    '/checkout/test/:id',
    {
      schema: {
        tags,
        summary: 'The built-in test checkout (only with CHECKOUT_PROVIDER=test)',
        params: CheckoutIdSchema,
        response: { 200: TestCheckoutResponseSchema },
      },
    },
    (request) => testCheckout(deps, request.params.id),
  );

  app.post(
    '/checkout/test/:id/pay',
    {
      schema: {
        tags,
        summary:
          'Pay on the built-in test checkout: no money moves; the same answer for every address',
        params: CheckoutIdSchema,
        body: TestCheckoutPayBodySchema.partial(),
        response: { 200: CheckoutPaidResponseSchema },
      },
    },
    (request) => payTestCheckout(deps, request.params.id, request.body, request.ip),
  );

  app.get(
    '/registration/complete/:key',
    {
      schema: {
        tags,
        summary: 'Whose registration a completion key completes; 404 Invalid Key otherwise',
        params: z.object({ key: CompletionKeySchema }),
        response: { 200: CompletionKeyResponseSchema },
      },
    },
    (request) => completionInfo(deps, request.params.key),
  );

  app.post(
    '/registration/complete',
    {
      schema: {
        tags,
        summary: 'Set the password with a completion key (once) and sign in',
        body: CompleteRegistrationBodySchema,
        response: { 200: SignedInSchema },
      },
    },
    async (request, reply) => {
      const { token, expiresAt, signedIn } = await completeRegistration(deps, request.body);
      setSessionCookie(reply, token, expiresAt);
      return signedIn;
    },
  );
};
