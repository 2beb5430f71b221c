import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListResponseSchema } from '@trellis/shared/administration';
import { ContentStatusSchema, FailedMailListSchema } from '@trellis/shared/operator-console';
import type { OperatorDeps } from './operator-deps';
import { auditLog, contentStatus, failedMail } from './service-status.service';

const tags = ['operator'];

/** The service itself: mail that failed, the content it serves, and the audit log. */
export const operatorServiceRoutes: FastifyPluginAsyncZod<OperatorDeps> = async (app, deps) => {
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
        summary: 'Every district’s administrative actions, newest first',
        response: { 200: AuditListResponseSchema },
      },
    },
    () => auditLog(deps),
  );
};
