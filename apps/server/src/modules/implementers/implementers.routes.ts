import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcknowledgeResponseSchema,
  CardResponseSchema,
  ImplementerBodySchema,
  ImplementerListResponseSchema,
  RemindResponseSchema,
} from '@trellis/shared/implementers';
import {
  LinkLogResponseSchema,
  LogSaveBodySchema,
  LogSaveResponseSchema,
  ReminderPauseBodySchema,
  ReminderPauseResponseSchema,
} from '@trellis/shared/delivery-log';
import { sendDownload } from '../../http/downloads';
import { requireUser, signedInUser } from '../../http/require-user';
import {
  acknowledgeCard,
  CARD_LINK_GONE,
  CARD_LINK_RULE,
  CARD_LOOKUP_RULE,
  openCard,
} from './cards.service';
import { implementerCardPdf, linkCardPdf } from './card-pdf.service';
import { openLinkLog, pauseLinkReminders, saveLinkLog } from './link-log.service';
import { remindImplementers, sendCard } from './card-mail.service';
import type { ImplementersDeps } from './implementer-context';
import {
  addImplementer,
  changeImplementer,
  listImplementers,
  removeImplementer,
  revokeCardLinks,
} from './implementers.service';
import { PLAN_HIDDEN_OR_READ_ONLY, PlanParams } from '../../http/plan-params';

const tags = ['implementers'];
const ImplementerParams = PlanParams.extend({
  implementerId: z.uuid('expected an implementer id'),
});
// Any string, however long: a malformed token answers the same 404 as an unknown one.
const CardParams = z.object({ token: z.string() });

/** Who carries out a student plan (issue 18): implementers, their cards and reminders. */
export const implementersRoutes: FastifyPluginAsyncZod<ImplementersDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps, { licensed: true }));
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;

  app.get(
    '/plans/:id/implementers',
    {
      schema: {
        tags,
        summary: 'Who carries out the plan’s items, and where their cards stand',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: PlanParams,
        response: { 200: ImplementerListResponseSchema },
      },
    },
    (request) => listImplementers(deps, me(request), request.params.id),
  );

  app.post(
    '/plans/:id/implementers',
    {
      schema: {
        tags,
        summary: 'Name a colleague, or anyone by name and e-mail, for some of the plan’s items',
        description: `At most \`limit\` per plan: 409 LIMIT_REACHED beyond. ${PLAN_HIDDEN_OR_READ_ONLY}`,
        params: PlanParams,
        body: ImplementerBodySchema,
        response: { 200: ImplementerListResponseSchema },
      },
    },
    (request) => addImplementer(deps, me(request), request.params.id, request.body),
  );

  app.post(
    '/plans/:id/implementers/remind',
    {
      schema: {
        tags,
        summary: 'E-mail the card again to everyone who has not confirmed reading it',
        description: `Only those whose link is still good and whose items are still in the plan. All the e-mails must fit the hourly card limit, else 429 and none is sent; 409 PLAN_ARCHIVED for an archived plan. ${PLAN_HIDDEN_OR_READ_ONLY}`,
        params: PlanParams,
        response: { 200: RemindResponseSchema },
      },
    },
    (request) => remindImplementers(deps, signedInUser(request), request.params.id, request.log),
  );

  app.patch(
    '/plans/:id/implementers/:implementerId',
    {
      schema: {
        tags,
        summary: 'Change an implementer: who, their class, their items',
        description: `A card sent to a different person stops working. ${PLAN_HIDDEN_OR_READ_ONLY}`,
        params: ImplementerParams,
        body: ImplementerBodySchema,
        response: { 200: ImplementerListResponseSchema },
      },
    },
    (request) =>
      changeImplementer(
        deps,
        me(request),
        request.params.id,
        request.params.implementerId,
        request.body,
      ),
  );

  app.delete(
    '/plans/:id/implementers/:implementerId',
    {
      schema: {
        tags,
        summary: 'Remove an implementer; their card links stop working',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: ImplementerParams,
        response: { 200: ImplementerListResponseSchema },
      },
    },
    (request) =>
      removeImplementer(deps, me(request), request.params.id, request.params.implementerId),
  );

  app.post(
    '/plans/:id/implementers/:implementerId/card',
    {
      schema: {
        tags,
        summary: 'E-mail the implementer their card with a new link (earlier links stop working)',
        description: `502 MAIL_FAILED when the e-mail could not be sent; 409 PLAN_ARCHIVED for an archived plan. ${PLAN_HIDDEN_OR_READ_ONLY}`,
        params: ImplementerParams,
        response: { 200: ImplementerListResponseSchema },
      },
    },
    (request) =>
      sendCard(deps, signedInUser(request), request.params.id, request.params.implementerId),
  );

  app.post(
    '/plans/:id/implementers/:implementerId/revoke',
    {
      schema: {
        tags,
        summary: 'Withdraw the implementer’s card links',
        description: PLAN_HIDDEN_OR_READ_ONLY,
        params: ImplementerParams,
        response: { 200: ImplementerListResponseSchema },
      },
    },
    (request) =>
      revokeCardLinks(deps, me(request), request.params.id, request.params.implementerId),
  );

  app.get(
    '/plans/:id/implementers/:implementerId/card.pdf',
    {
      schema: {
        tags,
        summary: 'The implementer’s teacher card as a PDF to print',
        description: `Answers application/pdf as a download. ${PLAN_HIDDEN_OR_READ_ONLY}`,
        params: ImplementerParams,
      },
    },
    async (request, reply) => {
      const { id, implementerId } = request.params;
      const { pdf, fileName } = await implementerCardPdf(deps, me(request), id, implementerId);
      return sendDownload(reply, { type: 'application/pdf', fileName, body: pdf });
    },
  );
};

/**
 * The teacher card through its e-mailed link, without signing in (decision 017). Look-ups
 * are limited per client address; answers are never cached and send no referrer.
 */
export const cardsRoutes: FastifyPluginAsyncZod<ImplementersDeps> = async (app, deps) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
  const gone = `An unknown, expired or withdrawn link answers 404 NOT_FOUND "${CARD_LINK_GONE}". Failed look-ups are limited per client address (${CARD_LOOKUP_RULE.limit} a minute; over it, 429 even for a good link), and each good link to ${CARD_LINK_RULE.limit} requests an hour (429).`;

  app.get(
    '/cards/:token',
    {
      schema: {
        tags,
        summary: 'The teacher card a link opens: the implementer’s items and who to ask',
        description: gone,
        params: CardParams,
        response: { 200: CardResponseSchema },
      },
    },
    (request) => openCard(deps, request.params.token, request.ip),
  );

  app.post(
    '/cards/:token/acknowledge',
    {
      schema: {
        tags,
        summary: 'Confirm reading the card (once per link; again answers the first time)',
        description: gone,
        params: CardParams,
        response: { 200: AcknowledgeResponseSchema },
      },
    },
    (request) => acknowledgeCard(deps, request.params.token, request.ip),
  );

  app.get(
    '/cards/:token/pdf',
    {
      schema: {
        tags,
        summary: 'The teacher card a card link opens, as a PDF to print',
        description: `Answers application/pdf as a download. Only a card link opens it (a log link answers the same 404). ${gone}`,
        params: CardParams,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await linkCardPdf(deps, request.params.token, request.ip);
      return sendDownload(reply, { type: 'application/pdf', fileName, body: pdf });
    },
  );

  const logLinks = `A card link or a weekly reminder’s log link opens it (a log link opens nothing else). ${gone}`;

  app.get(
    '/cards/:token/log',
    {
      schema: {
        tags,
        summary: 'The implementer’s delivery log a link opens: their items and own recent entries',
        description: `Their items still in the plan, their own entries of the last 8 weeks, whether their weekly reminder is paused, and the server’s date; nothing else of the plan. ${logLinks}`,
        params: CardParams,
        response: { 200: LinkLogResponseSchema },
      },
    },
    (request) => openLinkLog(deps, request.params.token, request.ip),
  );

  app.put(
    '/cards/:token/log',
    {
      schema: {
        tags,
        summary: 'Log a day or a week of the implementer’s accommodations through their link',
        description: `Logging the same item and period again replaces the answers. \`as\` must be \`me\` (400 at \`as\`); each item must be on their card and in the plan (400 at \`entries.N.itemKey\`); days from 120 days back to tomorrow (400 at \`startsOn\`); 120 saves an hour per implementer (429). ${logLinks}`,
        params: CardParams,
        body: LogSaveBodySchema,
        response: { 200: LogSaveResponseSchema },
      },
    },
    (request) => saveLinkLog(deps, request.params.token, request.ip, request.body),
  );

  app.put(
    '/cards/:token/reminders',
    {
      schema: {
        tags,
        summary: 'Pause or resume the implementer’s weekly log reminder',
        description: logLinks,
        params: CardParams,
        body: ReminderPauseBodySchema,
        response: { 200: ReminderPauseResponseSchema },
      },
    },
    (request) => pauseLinkReminders(deps, request.params.token, request.ip, request.body.paused),
  );
};
