import Alert from 'react-bootstrap/Alert';
import { PageHeading } from '../../components/page-heading';

/** What a link page says of a token that cannot be one: nothing is asked of the server. */
export const INCOMPLETE_LINK =
  'This link is not complete. Open it again from the e-mail, or ask the person who sent it.';

/** The link is unknown, expired or withdrawn: the server's words, under a plain heading. */
export function LinkGone({ message }: { message: string }) {
  return (
    <section className="py-4 narrow-page">
      <PageHeading>This link no longer works</PageHeading>
      <Alert variant="warning" role="alert">
        {message}
      </Alert>
    </section>
  );
}
