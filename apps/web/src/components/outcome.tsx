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
 * `failure`): a success said in its one polite live region, a failure in an alert.
 */
export function Outcome({ notice, failure }: { notice: string; failure: Failure | null }) {
  return (
    <>
      {/* The region stays in the page so that words put into it are announced. */}
      <div role="status" aria-live="polite">
        {notice && <p className="fw-semibold">{notice}</p>}
      </div>
      {failure && <FailureAlert failure={failure} />}
    </>
  );
}
