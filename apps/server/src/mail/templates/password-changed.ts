import type { MailMessage } from '../mailer';
import { htmlEmail } from './layout';

/** The notice sent after a password reset, so an unexpected change does not go unnoticed. */
export function passwordChangedEmail(input: {
  to: string;
  firstName: string;
  supportEmail: string;
}): MailMessage {
  const lines = [
    `Hello ${input.firstName},`,
    'The password of your Trellis account was just reset, and every device that was signed in has been signed out.',
    `If you did not do this, contact ${input.supportEmail} right away.`,
  ];
  return {
    kind: 'password-changed',
    to: [input.to],
    subject: 'Your Trellis password was changed',
    text: lines.join('\n\n'),
    html: htmlEmail(lines),
  };
}
