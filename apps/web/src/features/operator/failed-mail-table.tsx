import type { FailedMail } from '@trellis/shared/operator-console';
import { Fragment } from 'react';
import { EmailAddress } from '../../components/email-address';
import { StackCell, StackRow, StackTable } from '../../components/stack-table';
import { instantText } from '../../lib/dates';

const COLUMNS = ['When', 'Kind', 'To', 'Subject', 'Attempts', 'Error'] as const;

/** E-mail the server gave up sending, newest first: read-only, the sender sends it again. */
export function FailedMailTable({ mail }: { mail: FailedMail[] }) {
  if (mail.length === 0) return <p>No failed e-mail.</p>;
  return (
    <StackTable
      size="sm"
      striped
      caption="E-mail that could not be sent, newest first"
      captionClassName="caption-top"
      columns={COLUMNS}
    >
      {mail.map((message) => (
        <StackRow key={message.id}>
          <StackCell label="When" className="text-nowrap">
            {instantText(message.createdAt)}
          </StackCell>
          <StackCell label="Kind">{message.kind}</StackCell>
          <StackCell label="To">
            {message.recipients.map((recipient, index) => (
              <Fragment key={recipient}>
                {index > 0 && ', '}
                <EmailAddress address={recipient} />
              </Fragment>
            ))}
          </StackCell>
          <StackCell label="Subject">{message.subject}</StackCell>
          <StackCell label="Attempts">{message.attempts}</StackCell>
          <StackCell label="Error" className="text-break">
            {message.error ?? 'No reason recorded'}
          </StackCell>
        </StackRow>
      ))}
    </StackTable>
  );
}
