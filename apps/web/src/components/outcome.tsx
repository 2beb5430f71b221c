import Alert from 'react-bootstrap/Alert';
import type { Failure } from '../hooks/use-announcement';

/** A failure in an alert that interrupts: what could not be done, in bold, then why. */
export function FailureAlert({ failure }: { failure: Failure }) {
  return (
    <Alert variant="danger" role="alert">
      <strong>{failure.title}</strong> {failure.message}
    </Alert>
  );
}

/**
 * The outcome of the last action on a page or card (`useAnnouncement`'s `notice` and
 * `failure`): a success shown (`useAnnouncement` has said it through the app's live region),
 * a failure in an alert.
 */
export function Outcome({ notice, failure }: { notice: string; failure: Failure | null }) {
  return (
    <>
      {notice && <p className="fw-semibold">{notice}</p>}
      {failure && <FailureAlert failure={failure} />}
    </>
  );
}
