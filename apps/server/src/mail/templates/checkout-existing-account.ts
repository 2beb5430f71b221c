import type { MailMessage } from '../mailer';
import { htmlEmail } from './layout';

/**
 * After a payment made with the address of an existing account. The checkout page answers
 * exactly as for a new address (so it reveals nothing); only the owner of the mailbox
 * learns that nothing was created and what to do instead.
 */
export function checkoutExistingAccountEmail(input: {
  to: string;
  firstName: string;
  signInUrl: string;
  supportEmail: string;
}): MailMessage {
  const lines = [
    `Hello ${input.firstName},`,
    'Someone, perhaps you, just paid for a Trellis individual licence with this e-mail address. This address already has a Trellis account, so no new account was created and your account has not changed.',
    'If it was you, sign in with your password (or reset it from the sign-in page). To add a year to an individual subscription, sign in and choose Renew.',
    `If you did not expect this message, you can ignore it. Questions about the payment: ${input.supportEmail}.`,
  ];
  return {
    kind: 'checkout-existing-account',
    to: [input.to],
    subject: 'Your Trellis payment: you already have an account',
    text: [...lines, input.signInUrl].join('\n\n'),
    html: htmlEmail(lines, { label: 'Sign in to Trellis', url: input.signInUrl }),
  };
}
