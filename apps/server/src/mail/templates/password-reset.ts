import type { MailMessage } from '../mailer';
import { htmlEmail } from './layout';

/** The e-mail with a single-use link to choose a new password. */
export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  link: string;
  minutes: number;
  supportEmail: string;
}): MailMessage {
  const lines = [
    `Hello ${input.firstName},`,
    'Someone asked to reset the password of your Trellis account. If it was you, open the link below to choose a new password.',
    `The link works once and expires in ${input.minutes} minutes.`,
    `If you did not ask for this, you can ignore this e-mail: your password stays the same. Questions? Write to ${input.supportEmail}.`,
  ];
  return {
    kind: 'password-reset',
    to: [input.to],
    subject: 'Reset your Trellis password',
    text: [lines[0], '', lines[1], '', input.link, '', lines[2], '', lines[3]].join('\n'),
    html: htmlEmail(lines, { label: 'Choose a new password', url: input.link }),
    links: [input.link],
  };
}
