import type { FastifyRequest } from 'fastify';
import type { ConsoleDeps } from '../../http/console-deps';
import { districtAdminOf } from '../../http/require-role';
import type { RateRule } from '../../lib/rate-limiter';

/**
 * Downloads of a district's records per hour, for all its administrators together: each
 * reads every plan of the district, so a loop (or a stolen session) must not run it
 * unbounded. Ample for people saving the files a few times.
 */
export const DISTRICT_EXPORT_RULE: RateRule = { limit: 20, windowMs: 60 * 60_000 };

/**
 * A preHandler for the export routes: counts the download before it is built, and answers
 * 429 once the district is over its allowance.
 */
export function countDistrictExport(deps: ConsoleDeps) {
  return async (request: FastifyRequest) => {
    const { district } = districtAdminOf(request);
    await deps.limiter.consume(`district-export:${district.id}`, DISTRICT_EXPORT_RULE);
  };
}
