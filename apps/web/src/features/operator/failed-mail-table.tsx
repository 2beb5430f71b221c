import Table from 'react-bootstrap/Table';
import type { FailedMail } from '@trellis/shared/operator-console';
import { instantText } from '../../lib/dates';

/** E-mail the server gave up sending, newest first: read-only, the sender sends it again. */
export function FailedMailTable({ mail }: { mail: FailedMail[] }) {
  if (mail.length === 0) return <p>No failed e-mail.</p>;
  return (
    <Table size="sm" striped responsive>
      <caption className="caption-top">E-mail that could not be sent, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Kind</th>
          <th scope="col">To</th>
          <th scope="col">Subject</th>
          <th scope="col">Attempts</th>
          <th scope="col">Error</th>
        </tr>
      </thead>
      <tbody>
        {mail.map((message) => (
          <tr key={message.id}>
            <td className="text-nowrap">{instantText(message.createdAt)}</td>
            <td>{message.kind}</td>
            <td className="text-break">{message.recipients.join(', ')}</td>
            <td>{message.subject}</td>
            <td>{message.attempts}</td>
            <td className="text-break">{message.error ?? 'No reason recorded'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
