import { PRODUCT_NAME } from '@trellis/shared/product';
import { longDateText } from '../../lib/dates';
import { htmlEmail } from '../../mail/templates/layout';

// What the reminder e-mails say (issue 18, decision 018): short, with one link each.

/** How to stop the weekly e-mail, as the log page words it. */
export const PAUSE_HINT =
  'Open the link and switch off "Weekly reminder e-mail" at the bottom of the page.';

export interface LogReminderInput {
  name: string;
  student: string;
  titles: readonly string[];
  link: string;
  expiresAt: Date;
  caseManager: { name: string; email: string };
}

/** The weekly log reminder to an implementer; replies go to the case manager. */
export function logReminderEmail(input: LogReminderInput) {
  const { student, link, caseManager } = input;
  const paragraphs = [
    `Hello ${input.name},`,
    `Please take a minute to log this week's accommodations for ${student}: whether each was provided, whether ${student} used it and how well it worked.`,
    input.titles.map((title) => `• ${title}`).join('\n'),
    `The link needs no account and works until ${longDateText(input.expiresAt)}:`,
    link,
    `Not the right time for weekly e-mails? ${PAUSE_HINT}`,
    `Questions? Ask ${caseManager.name} at ${caseManager.email}, or reply to this e-mail.`,
    `Sent with ${PRODUCT_NAME}. Keep this link to yourself: it opens this student's log.`,
  ];
  return {
    subject: `Log this week's accommodations for ${student}`,
    text: paragraphs.join('\n\n'),
    html: htmlEmail(paragraphs, { label: 'Log this week', url: link }),
  };
}

export interface ReviewNoticeInput {
  name: string;
  label: string;
  reviewDate: string;
  daysLeft: number;
  itemCount: number;
  link: string;
}

function within(days: number): string {
  if (days <= 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

/** The notice to a plan's owner that its review is due within REVIEW_NOTICE_DAYS. */
export function reviewNoticeEmail(input: ReviewNoticeInput) {
  const date = longDateText(input.reviewDate);
  const items = input.itemCount === 1 ? '1 accommodation' : `${input.itemCount} accommodations`;
  const paragraphs = [
    `Hello ${input.name},`,
    `The plan of ${input.label} is due for review on ${date}, ${within(input.daysLeft)}. It holds ${items}.`,
    'The review page suggests, from the delivery log, whether to keep, adjust or fade each one, for the team to decide. The one-page summary is ready to print for the meeting.',
    input.link,
    `Sent with ${PRODUCT_NAME}.`,
  ];
  return {
    subject: `Review due ${date}: ${input.label}`,
    text: paragraphs.join('\n\n'),
    html: htmlEmail(paragraphs, { label: 'Open the review', url: input.link }),
  };
}
