import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_PAGE_SIZE,
  AuditListResponseSchema,
  DistrictAuditQuerySchema,
} from '@trellis/shared/administration';
import { DistrictExportSchema } from '@trellis/shared/district-admin';
import { listAudit } from '../../domain/administration/audit-log.repository';
import { sendDownload } from '../../http/downloads';
import { districtAdminOf } from '../../http/require-role';
import type { ConsoleDeps } from '../../http/console-deps';
import { districtCsv } from './export-csv';
import { countDistrictExport } from './export-limit';
import { districtExport } from './export.service';

const tags = ['district'];
const recorded =
  'Each download is written to the district’s activity log. 20 downloads per district per hour (429 beyond).';

/** The district's records: its data as files, and the activity log of its administration. */
export const recordsRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  const preHandler = countDistrictExport(deps);

  app.get(
    '/district/export.json',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Download every plan of the district’s staff, with its log, as JSON',
        description: `An attachment (\`trellis-district-<date>.json\`): the staff, and each plan (archived ones too) as the account’s data download holds it, with its owner. ${recorded}`,
        response: { 200: DistrictExportSchema },
      },
    },
    async (request, reply) => {
      const file = await districtExport(deps, districtAdminOf(request));
      return sendDownload(reply, {
        type: 'application/json; charset=utf-8',
        fileName: file.fileName,
        body: file.data,
      });
    },
  );

  app.get(
    '/district/export/plans.csv',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Download the district’s plans as CSV, one row per plan item',
        description: `An attachment \`text/csv\`: Plan ID, Student, Owner, Owner e-mail, Plan type, Archived, Item, Title, Kind, Tier, Created, Updated. ${recorded}`,
      },
    },
    async (request, reply) => {
      const file = await districtCsv(deps, districtAdminOf(request), 'plans');
      return sendDownload(reply, {
        type: 'text/csv; charset=utf-8',
        fileName: file.fileName,
        body: file.content,
      });
    },
  );

  app.get(
    '/district/export/log.csv',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Download the delivery log of the district’s plans as CSV, one row per entry',
        description: `An attachment \`text/csv\`: Plan ID, Student, Item, Title, Period, Date, Provided, Used, Rating, Reason, Note, Logged by, Role, Logged at. ${recorded}`,
      },
    },
    async (request, reply) => {
      const file = await districtCsv(deps, districtAdminOf(request), 'log');
      return sendDownload(reply, {
        type: 'text/csv; charset=utf-8',
        fileName: file.fileName,
        body: file.content,
      });
    },
  );

  app.get(
    '/district/audit',
    {
      schema: {
        tags,
        summary: 'The district’s activity log, newest first, a page at a time',
        description: `${AUDIT_PAGE_SIZE} entries a page: who changed roles, access, codes, and who downloaded the district’s data. \`before\` is the \`nextCursor\` of the page above (null on the last page).`,
        querystring: DistrictAuditQuerySchema,
        response: { 200: AuditListResponseSchema },
      },
    },
    (request) =>
      listAudit(deps.db, {
        districtId: districtAdminOf(request).district.id,
        before: request.query.before,
        limit: AUDIT_PAGE_SIZE,
      }),
  );
};
