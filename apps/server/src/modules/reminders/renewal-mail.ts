import { INDIVIDUAL_PRICE_LABEL } from '@trellis/shared/subscription';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { longDateText } from '../../lib/dates';
import { htmlEmail } from '../../mail/templates/layout';
import { RENEWAL_REMINDER_DAYS } from './reminder-schedule';

// What the subscription-ending reminder says (decision 019): when, what closes then, what is
// kept, the price, and one link to the My Account page where the Renew button is.

export interface RenewalReminderInput {
  firstName: string;
  endsAt: Date;
  daysLeft: number;
  link: string;
}

/** "30, 7 and 1": the steps as a sentence reads them. */
const steps = `${RENEWAL_REMINDER_DAYS.slice(0, -1).join(', ')} and ${RENEWAL_REMINDER_DAYS.at(-1)}`;

function within(days: number): string {
  return days <= 1 ? 'within a day' : `in ${days} days`;
}

/** The reminder to an individual that their year ends soon. */
export function renewalReminderEmail(input: RenewalReminderInput) {
  const date = longDateText(input.endsAt);
  const paragraphs = [
    `Hello ${input.firstName},`,
    `Your ${PRODUCT_NAME} subscription ends on ${date}, ${within(input.daysLeft)}.`,
    `After that day the builder, browse and search close until you renew. Your saved plans are kept.`,
    `Renewing costs ${INDIVIDUAL_PRICE_LABEL} for one more year, counted from the end of this one, so renewing early loses no days. Renew on your My Account page:`,
    input.link,
    `Sent with ${PRODUCT_NAME}, which reminds you ${steps} days before your subscription ends.`,
  ];
  return {
    subject: `Your ${PRODUCT_NAME} subscription ends on ${date}`,
    text: paragraphs.join('\n\n'),
    html: htmlEmail(paragraphs, { label: 'Open My Account', url: input.link }),
  };
}
