import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_PAGE_SIZE,
  AuditListResponseSchema,
  OperatorAuditQuerySchema,
} from '@trellis/shared/administration';
import { ContentStatusSchema, FailedMailListSchema } from '@trellis/shared/operator-console';
import type { ConsoleDeps } from '../../http/console-deps';
import { auditLog, contentStatus, failedMail } from './service-status.service';

const tags = ['operator'];

/** The service itself: mail that failed, the content it serves, and the audit log. */
export const operatorServiceRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  app.get(
    '/operator/mail',
    {
      schema: {
        tags,
        summary: 'E-mails that could not be sent, newest first (at most 200)',
        description: 'Read-only: message bodies are not stored, so the sender sends again.',
        response: { 200: FailedMailListSchema },
      },
    },
    () => failedMail(deps),
  );

  app.get(
    '/operator/content',
    {
      schema: {
        tags,
        summary: 'The release the server runs and the accommodation library it serves',
        response: { 200: ContentStatusSchema },
      },
    },
    () => contentStatus(deps),
  );

  app.get(
    '/operator/audit',
    {
      schema: {
        tags,
        summary: 'Every district’s administrative actions, newest first, a page at a time',
        description: `${AUDIT_PAGE_SIZE} entries a page; \`districtId\` keeps one district’s, \`action\` one kind. \`before\` is the \`nextCursor\` of the page above (null on the last page).`,
        querystring: OperatorAuditQuerySchema,
        response: { 200: AuditListResponseSchema },
      },
    },
    (request) => auditLog(deps, request.query),
  );
};
