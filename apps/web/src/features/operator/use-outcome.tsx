import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useAnnouncement } from '../../hooks/use-announcement';

/** The reason a call failed, in words a person can act on. */
export const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Please try again in a moment.';

/**
 * The outcome of the page's last change: a success said in the page's one polite live region,
 * a failure in an alert naming what could not be done.
 */
export function useOutcome() {
  const { notice, announce, clear } = useAnnouncement();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  return {
    notice,
    failure,
    succeeded(text: string) {
      setFailure(null);
      announce(text);
    },
    failed(title: string, error: unknown) {
      clear();
      setFailure({ title, message: failureMessage(error) });
    },
  };
}

/** Shows `useOutcome`'s success (as a success alert inside the live region) or failure. */
export function Outcome({ outcome }: { outcome: ReturnType<typeof useOutcome> }) {
  const { notice, failure } = outcome;
  return (
    <>
      <div role="status" aria-live="polite">
        {/* Not Bootstrap's Alert, whose role=alert would interrupt inside this polite region. */}
        {notice && <div className="alert alert-success">{notice}</div>}
      </div>
      {failure && (
        <Alert variant="danger" role="alert">
          <strong>{failure.title}</strong> {failure.message}
        </Alert>
      )}
    </>
  );
}
