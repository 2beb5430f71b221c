import { appliesToText, detailsOf, statementStudent } from '@trellis/shared/iep-statements';
import type { CardResponse } from '@trellis/shared/implementers';
import { PRODUCT_NAME } from '@trellis/shared/product';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { ContentIndex } from '../../content/content-index';
import { itemStatement } from '../../domain/monitoring/item-statements';
import { longDateText } from '../../lib/dates';
import { htmlEmail } from '../../mail/templates/layout';

// What a teacher card says (issue 18): the implementer's items that are still in the plan,
// each with its statement, where it applies, how it is done and what to watch for; and the
// e-mail that brings the card's link.

export type CardItem = CardResponse['items'][number];

/**
 * The card's items: those of `keys` that are still in the plan, in the implementer's order,
 * with the statement the plan's details make and the library entry's description and
 * what to watch for.
 */
export function cardItems(
  content: ContentIndex,
  plan: { label: string; state: StudentPlanState },
  keys: readonly string[],
): CardItem[] {
  const student = statementStudent(plan.label);
  const inPlan = new Map(plan.state.plan.map((item) => [item.key, item]));
  return keys.flatMap((key) => {
    const item = inPlan.get(key);
    if (!item) return [];
    // An entry gone from the library: the card still names what the plan holds.
    const entry = content.accommodation(key);
    const details = entry ? detailsOf(entry.statement, item.details) : item.details;
    return [
      {
        key,
        title: item.title,
        statement: itemStatement(content, item, student),
        appliesTo: details ? appliesToText(details.appliesTo) : '',
        howTo: entry?.description ?? '',
        watchFor: entry?.watchFor ?? '',
      },
    ];
  });
}

export interface CardEmailInput {
  to: { name: string; email: string; classOrPeriod: string };
  sender: { name: string; email: string };
  student: string;
  items: readonly CardItem[];
  link: string;
  expiresAt: Date;
  reminder?: boolean;
  /** For a colleague with an account: the plan's log page, where they log signed in too. */
  signedInLog?: string;
}

/**
 * The card e-mail: plain and readable, the statements in full, the link to read and confirm
 * the card and to log each week, for a colleague where they log signed in too, and who to
 * ask (the sender, who gets the replies).
 */
export function cardEmail(input: CardEmailInput) {
  const { to, sender, student, items, link } = input;
  const subject = `${input.reminder ? 'Reminder: ' : ''}Accommodations for ${student} — please read and confirm`;
  const where = to.classOrPeriod ? ` in ${to.classOrPeriod}` : '';
  const [them, they] = items.length === 1 ? ['it', 'it'] : ['them', 'they'];
  const paragraphs = [
    `Hello ${to.name},`,
    `${sender.name} asks you to provide ${items.length === 1 ? 'this accommodation' : 'these accommodations'} for ${student}${where}:`,
    ...items.map((item, index) => {
      const applies = item.appliesTo ? ` (${item.appliesTo})` : '';
      const watch = item.watchFor ? `\nWhat to watch for: ${item.watchFor}` : '';
      return `${index + 1}. ${item.key} ${item.title}${applies}\n${item.statement}${watch}`;
    }),
    `Please open the card, read it, and confirm that you have read it. The link needs no account and works until ${longDateText(input.expiresAt)}:`,
    link,
    `Use the same link each week to log, in a few taps, whether you provided ${them} and how ${they} worked.`,
    ...(input.signedInLog
      ? [`Signed in to ${PRODUCT_NAME}, you can log at ${input.signedInLog}.`]
      : []),
    `Questions? Ask ${sender.name} at ${sender.email}, or reply to this e-mail.`,
    `Sent with ${PRODUCT_NAME}. Keep this link to yourself: it opens this student's card and log.`,
  ];
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: htmlEmail(paragraphs, { label: 'Read and confirm the card', url: link }),
  };
}
