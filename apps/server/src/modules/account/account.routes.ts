import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountDataSchema } from '@trellis/shared/account-data';
import { DeleteAccountBodySchema } from '@trellis/shared/student-plans';
import { sendDownload } from '../../http/downloads';
import { requireUser, signedInUser } from '../../http/require-user';
import { clearSessionCookie } from '../../http/session-cookie';
import { type AccountDeps, accountData, closeAccount, dataFileName } from './account.service';

const tags = ['account'];

/**
 * The user's own data (issue 16, item 5): a download of everything kept about them, and
 * deleting the account. Open with a lapsed licence too: the data stays the user's.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps));

  app.get(
    '/account/data',
    {
      schema: {
        tags,
        summary: 'Download everything Trellis keeps about the user, as JSON',
        description:
          'An attachment (`trellis-data-<date>.json`): the profile, the user’s own plans with state, shares, history, implementers, delivery log and review decisions, what the user logged on plans of others (`deliveryLogByMe`), and the plans shared with them.',
        response: { 200: AccountDataSchema },
      },
    },
    async (request, reply) => {
      const data = await accountData(deps, signedInUser(request));
      const fileName = dataFileName(deps.clock.now());
      return sendDownload(reply, { type: 'application/json; charset=utf-8', fileName, body: data });
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything that is the user’s, then sign out',
        description:
          'The password is checked first (400 WRONG_PASSWORD at `password`; 5 wrong ones per 15 minutes).',
        body: DeleteAccountBodySchema,
        response: { 204: z.null().describe('Deleted and signed out') },
      },
    },
    async (request, reply) => {
      await closeAccount(deps, signedInUser(request).user.id, request.body);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
};
