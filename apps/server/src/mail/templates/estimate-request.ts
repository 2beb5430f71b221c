import { ESTIMATE_SUBJECT, formatDollars } from '@trellis/shared/estimate';
import type { MailMessage } from '../mailer';
import { escapeHtml } from './layout';

/** A stored estimate request, as the sales e-mail lists it. */
export interface EstimateMailInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  schoolName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  students: number;
  estimate: number;
  createdAt: Date;
}

function sections(request: EstimateMailInput): [string, [string, string][]][] {
  const date = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return [
    [
      'Requestor',
      [
        ['Name', `${request.firstName} ${request.lastName}`],
        ['E-mail', request.email],
        ['Phone', request.phone],
      ],
    ],
    [
      'School or district',
      [
        ['Name', request.schoolName],
        ['Address', [request.address1, request.address2].filter(Boolean).join(', ')],
        ['City, state, ZIP', `${request.city}, ${request.state} ${request.zipCode}`],
      ],
    ],
    [
      'Estimate',
      [
        ['Students', request.students.toLocaleString('en-US')],
        ['Estimate per year', formatDollars(request.estimate)],
        ['Requested', `${date.format(request.createdAt)} UTC`],
      ],
    ],
  ];
}

/** The e-mail to sales for a district estimate request, Reply-To the requestor. */
export function estimateRequestEmail(salesEmail: string, request: EstimateMailInput): MailMessage {
  const parts = sections(request);
  const text = parts
    .map(([title, rows]) =>
      [title, ...rows.map(([label, value]) => `  ${label}: ${value}`)].join('\n'),
    )
    .join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,Arial,sans-serif;color:#212529;line-height:1.5">
<p style="font-weight:700;color:#1d6b57;font-size:18px">${escapeHtml(ESTIMATE_SUBJECT)}</p>
${parts
  .map(
    ([title, rows]) =>
      `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(title)}</h2><table>${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
  )
  .join('\n')}
</body></html>`;
  return {
    kind: 'estimate',
    to: [salesEmail],
    replyTo: request.email,
    subject: ESTIMATE_SUBJECT,
    text: `A school or district asked for a price estimate.\n\n${text}\n`,
    html,
  };
}
