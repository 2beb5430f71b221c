import type { MailMessage } from '../mailer';
import { htmlEmail } from './layout';

/** After an online payment: the link to choose a password (Complete Registration). */
export function completeRegistrationEmail(input: {
  to: string;
  firstName: string;
  link: string;
}): MailMessage {
  const lines = [
    `Hello ${input.firstName},`,
    'Thank you for subscribing to Trellis. Your payment has been received and your account is ready for one year.',
    'Open the link below to choose your password; it works once and for seven days.',
  ];
  return {
    kind: 'complete-registration',
    to: [input.to],
    subject: 'Choose your Trellis password',
    text: [lines[0], '', lines[1], '', lines[2], '', input.link].join('\n'),
    html: htmlEmail(lines, { label: 'Choose your password', url: input.link }),
    links: [input.link],
  };
}
