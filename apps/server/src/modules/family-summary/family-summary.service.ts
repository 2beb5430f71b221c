import {
  FAMILY_EMAILS_PER_HOUR,
  type FamilySummaryEmailBody,
  type FamilySummaryResponse,
  type SummaryLanguage,
  summaryLocales,
} from '@trellis/shared/family-summary';
import type { SignedIn } from '@trellis/shared/session';
import type { ContentIndex } from '../../content/content-index';
import type { Db } from '../../db/client';
import { planFor } from '../../domain/plans/plan-access';
import { personName } from '../../domain/plans/plan-history';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { fileSlug } from '../../lib/file-names';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { type Mailer, SEND_FAILED_MESSAGE } from '../../mail/mailer';
import { renderPdf } from '../../pdf/pdf-pool';
import { buildFamilySummary } from './family-summary-document';
import { familySummaryEmail } from './family-summary-email';

// The family summary of a plan (issue 24): for anyone who may see the plan, as data, as a
// PDF, and e-mailed to a family address with the PDF attached.

export interface FamilySummaryDeps {
  db: Db;
  clock: Clock;
  content: ContentIndex;
  limiter: RateLimiter;
  mailer: Mailer;
}

/** Family summaries one user may e-mail per hour. */
export const FAMILY_EMAIL_RULE: RateRule = { limit: FAMILY_EMAILS_PER_HOUR, windowMs: 60 * 60_000 };

export const FAMILY_SUMMARY_MESSAGES = {
  archived: 'Restore the plan to send its family summary.',
};

/** The summaries of a plan the user may see, in the chosen language(s), and the plan. */
async function summariesFor(
  deps: FamilySummaryDeps,
  userId: string,
  planId: string,
  language: SummaryLanguage,
) {
  const found = await planFor(deps, userId, planId, 'view');
  const contact = { name: personName(found.owner), email: found.owner.email };
  const now = deps.clock.now();
  const response: FamilySummaryResponse = {
    language,
    summaries: summaryLocales(language).map((locale) =>
      buildFamilySummary(deps.content, found.plan, contact, now, locale),
    ),
  };
  return { found, response };
}

/** `GET /plans/:id/family-summary`. */
export async function getFamilySummary(
  deps: FamilySummaryDeps,
  userId: string,
  planId: string,
  language: SummaryLanguage,
): Promise<FamilySummaryResponse> {
  return (await summariesFor(deps, userId, planId, language)).response;
}

/** `family-summary-j-t-es.pdf`. */
function pdfName(label: string, language: SummaryLanguage) {
  return `family-summary-${fileSlug(label, 'student')}-${language}.pdf`;
}

/** `GET /plans/:id/family-summary/pdf`: the PDF and its file name. */
export async function familySummaryPdf(
  deps: FamilySummaryDeps,
  userId: string,
  planId: string,
  language: SummaryLanguage,
) {
  const { found, response } = await summariesFor(deps, userId, planId, language);
  return {
    pdf: await renderPdf({ kind: 'family-summary', data: response }),
    fileName: pdfName(found.plan.label, language),
  };
}

/**
 * `POST /plans/:id/family-summary/email`: the summary PDF to one family address, the message
 * in the summary's language(s), Reply-To the sender. Counted against FAMILY_EMAIL_RULE once
 * the request is valid (by the limiter's atomic count, so parallel requests cannot all pass);
 * recorded in the outbox whether or not it could be sent; 502 MAIL_FAILED when it was not.
 */
export async function emailFamilySummary(
  deps: FamilySummaryDeps,
  signedIn: SignedIn,
  planId: string,
  body: FamilySummaryEmailBody,
) {
  const { user } = signedIn;
  const { found, response } = await summariesFor(deps, user.id, planId, body.language);
  if (found.plan.archivedAt !== null) {
    throw new AppError('PLAN_ARCHIVED', FAMILY_SUMMARY_MESSAGES.archived);
  }
  await deps.limiter.consume(`family-email:user:${user.id}`, FAMILY_EMAIL_RULE);
  const content = familySummaryEmail(summaryLocales(body.language), {
    sender: { name: `${user.firstName} ${user.lastName}`, email: user.email },
    student: found.plan.label,
    note: body.note,
  });
  const result = await deps.mailer.send({
    kind: 'family-summary',
    to: [body.to],
    districtId: user.district?.id,
    replyTo: user.email,
    ...content,
    attachments: [
      {
        filename: pdfName(found.plan.label, body.language),
        content: await renderPdf({ kind: 'family-summary', data: response }),
        contentType: 'application/pdf',
      },
    ],
  });
  if (result.status === 'failed') throw new AppError('MAIL_FAILED', SEND_FAILED_MESSAGE);
  return { success: true as const, to: body.to };
}
