import { appliesToText, detailsOf, renderStatement } from '@trellis/shared/iep-statements';
import type { CardResponse } from '@trellis/shared/implementers';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { statementStudent, type StudentPlanState } from '@trellis/shared/student-plans';
import type { ContentIndex } from '../../content/content-index';
import { htmlEmail } from '../../mail/templates/layout';

// What a teacher card says (issue 18): the implementer's items that are still in the plan,
// each with its statement, where it applies and how it is done; and the e-mail that brings
// the card's link.

export type CardItem = CardResponse['items'][number];

/** What the card and its e-mail call the student: the plan's label, or "your student". */
export function cardStudent(label: string): string {
  return statementStudent(label) ?? 'your student';
}

/**
 * The card's items: those of `keys` that are still in the plan, in the implementer's order,
 * with the statement the plan's details make and the library entry's description.
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
    const entry = content.accommodation(key);
    if (!entry) {
      // An entry gone from the library: the card still names what the plan holds.
      const own = item.details?.statement ?? '';
      const appliesTo = item.details ? appliesToText(item.details.appliesTo) : '';
      return [{ key, title: item.title, statement: own, appliesTo, howTo: '' }];
    }
    const details = detailsOf(entry.statement, item.details);
    return [
      {
        key,
        title: item.title,
        statement: renderStatement(entry.statement, details, student),
        appliesTo: appliesToText(details.appliesTo),
        howTo: entry.description,
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
}

const dateText = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The card e-mail: plain and readable, the statements in full, the link to read and confirm
 * the card, and who to ask (the sender, who gets the replies).
 */
export function cardEmail(input: CardEmailInput) {
  const { to, sender, student, items, link } = input;
  const subject = `${input.reminder ? 'Reminder: ' : ''}Accommodations for ${student} — please read and confirm`;
  const where = to.classOrPeriod ? ` in ${to.classOrPeriod}` : '';
  const paragraphs = [
    `Hello ${to.name},`,
    `${sender.name} asks you to provide ${items.length === 1 ? 'this accommodation' : 'these accommodations'} for ${student}${where}:`,
    ...items.map((item, index) => {
      const applies = item.appliesTo ? ` (${item.appliesTo})` : '';
      return `${index + 1}. ${item.key} ${item.title}${applies}\n${item.statement}`;
    }),
    `Please open the card, read it, and confirm that you have read it. The link needs no account and works until ${dateText(input.expiresAt)}:`,
    link,
    `Questions? Ask ${sender.name} at ${sender.email}, or reply to this e-mail.`,
    `Sent with ${PRODUCT_NAME}. Keep this link to yourself: it opens this student's card.`,
  ];
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: htmlEmail(paragraphs, { label: 'Read and confirm the card', url: link }),
  };
}
