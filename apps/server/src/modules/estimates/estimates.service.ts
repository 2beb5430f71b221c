import { and, eq, lt, sql } from 'drizzle-orm';
import { type EstimateRequestBody, estimatePrice } from '@trellis/shared/estimate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { estimateRequests } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import type { Mailer } from '../../mail/mailer';
import { estimateRequestEmail } from '../../mail/templates/estimate-request';

export interface EstimateDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Pick<Config, 'SALES_EMAIL'>;
}

/** Estimate requests one address may send per hour. */
export const ESTIMATE_RULE: RateRule = { limit: 5, windowMs: 60 * 60_000 };
/** Unsent requests are retried this long after their last attempt, up to the attempt limit. */
export const RETRY_AFTER_MS = 5 * 60_000;
export const MAX_MAIL_ATTEMPTS = 12;

type StoredRequest = typeof estimateRequests.$inferSelect;

/**
 * Takes a request for one mail attempt: counts the attempt and stamps its time, but only if
 * it is still pending and nobody attempted it since `before`. Two servers sharing one
 * PostgreSQL may both see the request; only the one whose update lands sends it.
 */
async function claimAttempt(
  deps: EstimateDeps,
  id: string,
  before: Date,
): Promise<StoredRequest | undefined> {
  const [claimed] = await deps.db
    .update(estimateRequests)
    .set({ mailAttempts: sql`${estimateRequests.mailAttempts} + 1`, mailedAt: deps.clock.now() })
    .where(
      and(
        eq(estimateRequests.id, id),
        eq(estimateRequests.mailStatus, 'pending'),
        lt(estimateRequests.mailAttempts, MAX_MAIL_ATTEMPTS),
        lt(sql`coalesce(${estimateRequests.mailedAt}, ${estimateRequests.createdAt})`, before),
      ),
    )
    .returning();
  return claimed;
}

/** Sends a claimed request's e-mail to sales and records whether it went. */
async function mailRequest(deps: EstimateDeps, request: StoredRequest): Promise<boolean> {
  const result = await deps.mailer.send(estimateRequestEmail(deps.config.SALES_EMAIL, request));
  const sent = result.status === 'sent';
  if (sent) {
    await deps.db
      .update(estimateRequests)
      .set({ mailStatus: 'sent' })
      .where(eq(estimateRequests.id, request.id));
  }
  return sent;
}

/**
 * Stores the request with the estimate computed here (never the browser's), then e-mails
 * sales. A mail failure leaves the request stored and pending: `retryUnsentEstimates`
 * sends it later, so the requester is told it was received either way.
 */
export async function requestEstimate(deps: EstimateDeps, body: EstimateRequestBody, ip: string) {
  await deps.limiter.consume(`estimate:ip:${ip}`, ESTIMATE_RULE);
  const now = deps.clock.now();
  // Stored as its first attempt, so no retry timer takes it while this request sends it.
  const [stored] = await deps.db
    .insert(estimateRequests)
    .values({
      ...body,
      estimate: estimatePrice(body.students),
      createdAt: now,
      mailAttempts: 1,
      mailedAt: now,
    })
    .returning();
  if (!stored) throw new Error('estimate request insert returned nothing');
  await mailRequest(deps, stored);
  return { success: true as const, estimate: stored.estimate };
}

/** Sends the e-mails of stored requests that could not be sent before; returns how many went. */
export async function retryUnsentEstimates(deps: EstimateDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - RETRY_AFTER_MS);
  const unsent = await deps.db
    .select({ id: estimateRequests.id })
    .from(estimateRequests)
    .where(
      and(
        eq(estimateRequests.mailStatus, 'pending'),
        lt(estimateRequests.mailAttempts, MAX_MAIL_ATTEMPTS),
        lt(sql`coalesce(${estimateRequests.mailedAt}, ${estimateRequests.createdAt})`, before),
      ),
    );
  let sent = 0;
  for (const { id } of unsent) {
    const claimed = await claimAttempt(deps, id, before);
    if (claimed && (await mailRequest(deps, claimed))) sent += 1;
  }
  return sent;
}
