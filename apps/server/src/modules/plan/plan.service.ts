import type {
  PlanDataFormat,
  PlanEmailRequest,
  PlanExportRequest,
} from '@trellis/shared/plan-export';
import type { SignedIn } from '@trellis/shared/session';
import type { ContentIndex } from '../../content/content-index';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { utcDay } from '../../lib/dates';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { type Mailer, SEND_FAILED_MESSAGE } from '../../mail/mailer';
import { renderPdf } from '../../pdf/pdf-pool';
import { buildPlanDocument } from './plan-document';
import { planCsv, planData } from './plan-data';
import { planEmailContent, planRecipients } from './plan-email';

export interface PlanDeps {
  db: Db;
  clock: Clock;
  content: ContentIndex;
  limiter: RateLimiter;
  mailer: Mailer;
}

/** Plan e-mails one user may send per hour: a busy IEP week, not a mailing list. */
export const PLAN_EMAIL_RULE: RateRule = { limit: 20, windowMs: 60 * 60_000 };

/** A PDF's file name, e.g. `trellis-plan-2026-11-22.pdf`. */
export function pdfFileName(kind: 'plan' | 'data-form', now: Date): string {
  return `trellis-${kind}-${utcDay(now)}.pdf`;
}

function documentFor(deps: PlanDeps, body: PlanExportRequest, signedIn: SignedIn) {
  const { user } = signedIn;
  return buildPlanDocument(
    deps.content,
    body,
    { name: `${user.firstName} ${user.lastName}`, district: user.district?.name ?? null },
    deps.clock.now(),
  );
}

/** The plan PDF of spec §2 (title page, strengths and needs, index, every item in full). */
export function planPdf(deps: PlanDeps, body: PlanExportRequest, signedIn: SignedIn) {
  return renderPdf({ kind: 'plan', data: documentFor(deps, body, signedIn) });
}

/** The Adaptation Data Form PDF. */
export function dataFormPdf(deps: PlanDeps, body: PlanExportRequest, signedIn: SignedIn) {
  return renderPdf({ kind: 'data-form', data: documentFor(deps, body, signedIn) });
}

/** The plan as a CSV or JSON download, named like the PDFs (`trellis-plan-2026-11-24.csv`). */
export function planDataFile(
  deps: PlanDeps,
  body: PlanExportRequest,
  signedIn: SignedIn,
  format: PlanDataFormat,
) {
  const document = documentFor(deps, body, signedIn);
  const name = `trellis-plan-${utcDay(document.createdAt)}.${format}`;
  return format === 'csv'
    ? { name, contentType: 'text/csv; charset=utf-8', content: planCsv(document) }
    : {
        name,
        contentType: 'application/json; charset=utf-8',
        content: JSON.stringify(planData(document), null, 2),
      };
}

/**
 * E-mails the plan PDF to colleagues and other addresses, Reply-To the sender. The message
 * is recorded in the outbox whether or not it could be sent.
 */
export async function emailPlan(deps: PlanDeps, body: PlanEmailRequest, signedIn: SignedIn) {
  const { user } = signedIn;
  const document = documentFor(deps, body, signedIn);
  const recipients = await planRecipients(deps.db, user.id, body);
  // Counted once the request is valid, so correcting a typo does not use up the limit.
  await deps.limiter.consume(`plan-email:user:${user.id}`, PLAN_EMAIL_RULE);
  const sender = { name: `${user.firstName} ${user.lastName}`, email: user.email };
  const content = planEmailContent(
    sender,
    body.message,
    document.items.length,
    document.studentName,
  );
  const result = await deps.mailer.send({
    kind: 'plan',
    to: recipients,
    districtId: user.district?.id,
    replyTo: user.email,
    ...content,
    attachments: [
      {
        filename: pdfFileName('plan', document.createdAt),
        content: await renderPdf({ kind: 'plan', data: document }),
        contentType: 'application/pdf',
      },
    ],
  });
  if (result.status === 'failed') throw new AppError('MAIL_FAILED', SEND_FAILED_MESSAGE);
  return { success: true as const, recipients };
}
