import { z } from 'zod';
import type { ApiIssue } from '@trellis/shared/api-error';
import {
  EMAIL_MAX_RECIPIENTS,
  type PlanEmailBody,
  addressLines,
} from '@trellis/shared/plan-export';
import { PRODUCT_NAME } from '@trellis/shared/product';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { htmlEmail } from '../../mail/templates/layout';
import { findColleagues } from '../../domain/accounts/colleagues.repository';

const emailSchema = z.email();

function invalid(message: string, issues: ApiIssue[]): never {
  throw new AppError('VALIDATION_FAILED', message, issues);
}

/**
 * Everyone the plan goes to: the chosen colleagues (checked to be of the sender's district)
 * and each typed line, checked as an address. Repeats count once. Bad lines are named by
 * number, so the teacher can find them.
 */
export async function planRecipients(
  db: Db,
  senderId: string,
  body: PlanEmailBody,
): Promise<string[]> {
  const colleagues = await findColleagues(db, senderId, body.personnel);
  const known = new Set(colleagues.map((colleague) => colleague.id));
  const issues: ApiIssue[] = body.personnel.flatMap((id, index) =>
    known.has(id)
      ? []
      : [{ path: `personnel.${index}`, message: 'is not a colleague in your district' }],
  );
  const lines = addressLines(body.otherEmails);
  for (const { line, address } of lines) {
    // z.email refuses spaces and line breaks, so no header can be smuggled in.
    if (!emailSchema.safeParse(address).success) {
      issues.push({
        path: 'otherEmails',
        message: `line ${line}: "${address}" is not an e-mail address`,
      });
    }
  }
  if (issues.length) invalid('Some recipients cannot receive this plan.', issues);

  const seen = new Map<string, string>();
  for (const address of [
    ...colleagues.map((colleague) => colleague.email),
    ...lines.map((entry) => entry.address),
  ]) {
    const key = address.toLowerCase();
    if (!seen.has(key)) seen.set(key, address);
  }
  const recipients = [...seen.values()];
  if (recipients.length === 0) {
    invalid('Choose at least one colleague or enter an e-mail address.', [
      { path: 'personnel', message: 'Choose at least one colleague or enter an e-mail address.' },
    ]);
  }
  if (recipients.length > EMAIL_MAX_RECIPIENTS) {
    invalid(`A plan can be sent to at most ${EMAIL_MAX_RECIPIENTS} people at once.`, [
      {
        path: 'otherEmails',
        message: `at most ${EMAIL_MAX_RECIPIENTS} recipients (${recipients.length} given)`,
      },
    ]);
  }
  return recipients;
}

/**
 * The plan e-mail's subject (naming the student when given) and bodies. The custom message is
 * text: escaped in the HTML part.
 */
export function planEmailContent(
  sender: { name: string; email: string },
  message: string,
  itemCount: number,
  studentName: string | null = null,
) {
  const forWhom = studentName ? ` for ${studentName}` : '';
  const subject = `${PRODUCT_NAME} accommodation plan${forWhom} from ${sender.name}`;
  const intro = `${sender.name} (${sender.email}) shared an accommodation plan with ${itemCount} ${
    itemCount === 1 ? 'accommodation' : 'accommodations'
  } with you from ${PRODUCT_NAME}. The plan is attached as a PDF; reply to this e-mail to answer ${sender.name}.`;
  const custom = message.trim();
  const paragraphs = custom
    ? [intro, `Message from ${sender.name}:`, ...custom.split(/\r?\n\s*\r?\n/)]
    : [intro];
  return { subject, text: paragraphs.join('\n\n'), html: htmlEmail(paragraphs) };
}
