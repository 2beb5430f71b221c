import { type EstimateRequestBody, estimatePrice } from '@trellis/shared/estimate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { estimateRequests } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import type { Mailer } from '../../mail/mailer';
import { storedAsFirstAttempt, storedFirstQueue } from '../../jobs/stored-first';
import { estimateRequestEmail } from '../../mail/templates/estimate-request';
import { insertEstimateRequest, type StoredEstimateRequest } from './estimates.repository';

export interface EstimateDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Pick<Config, 'SALES_EMAIL'>;
}

/** Estimate requests one address may send per hour. */
export const ESTIMATE_RULE: RateRule = { limit: 5, windowMs: 60 * 60_000 };
export { MAX_MAIL_ATTEMPTS, RETRY_AFTER_MS } from '../../jobs/stored-first';

/** Sends a request's e-mail to sales; a failure leaves it pending for the retry timer. */
async function mailRequest(deps: EstimateDeps, request: StoredEstimateRequest) {
  const result = await deps.mailer.send(estimateRequestEmail(deps.config.SALES_EMAIL, request));
  return result.status === 'sent' ? 'sent' : null;
}

/** Estimate requests are stored first and their e-mails retried (decision 010). */
const estimateMail = storedFirstQueue(estimateRequests, mailRequest);

/**
 * Stores the request with the estimate computed here (never the browser's), then e-mails
 * sales. A mail failure leaves the request stored and pending: `retryUnsentEstimates`
 * sends it later, so the requester is told it was received either way.
 */
export async function requestEstimate(deps: EstimateDeps, body: EstimateRequestBody, ip: string) {
  await deps.limiter.consume(`estimate:ip:${ip}`, ESTIMATE_RULE);
  const now = deps.clock.now();
  const stored = await insertEstimateRequest(deps.db, {
    ...body,
    estimate: estimatePrice(body.students),
    ...storedAsFirstAttempt(now),
  });
  await estimateMail.attempt(deps, stored);
  return { success: true as const, estimate: stored.estimate };
}

/** Sends the e-mails of stored requests that could not be sent before; returns how many went. */
export async function retryUnsentEstimates(deps: EstimateDeps): Promise<number> {
  return estimateMail.retryDue(deps);
}
