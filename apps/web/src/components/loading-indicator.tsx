import Spinner from 'react-bootstrap/Spinner';

/** A spinner with its text ('Loading...' by default) announced politely. */
export function LoadingIndicator({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
