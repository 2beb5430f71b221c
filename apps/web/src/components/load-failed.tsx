import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/**
 * What a page or section shows when its data could not be loaded (not a 404: the server or
 * the connection failed): the reason, and a way to try again.
 */
export function LoadFailed({
  what,
  error,
  onRetry,
}: {
  /** What could not be loaded, as the sentence names it: "the log", "the review". */
  what: string;
  error: Error;
  onRetry: () => void;
}) {
  const sentence = `${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`;
  return (
    <>
      <Alert variant="danger" role="alert">
        {sentence} {error.message}
      </Alert>
      <Button variant="outline-primary" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}
