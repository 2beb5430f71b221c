import type { FastifyInstance } from 'fastify';
import { countExport } from '../domain/administration/usage.repository';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';

/**
 * Counts every file a district's staff download (PDFs, CSV, JSON: whatever `sendDownload`
 * answered as an attachment) for the district's usage figures. One hook after the answer
 * went out, so no route has to remember it and no download waits for it.
 */
export function registerExportCounter(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.addHook('onResponse', async (request, reply) => {
    const districtId = request.user?.district?.id;
    if (!districtId || reply.statusCode !== 200) return;
    const disposition = reply.getHeader('content-disposition');
    if (typeof disposition !== 'string' || !disposition.startsWith('attachment')) return;
    try {
      await countExport(deps.db, districtId, deps.clock.now());
    } catch (error) {
      // A lost count must never turn a delivered file into an error.
      request.log.warn({ err: error }, 'could not count a district export');
    }
  });
}
