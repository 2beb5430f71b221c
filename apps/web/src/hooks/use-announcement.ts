import { useCallback, useState } from 'react';
import { announce as sayInLiveRegion } from '../components/announce';

/** An action that did not work: what could not be done, and why. */
export interface Failure {
  title: string;
  message: string;
}

/** The reason a call failed, in words a person can act on. */
export const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Please try again in a moment.';

/**
 * A page's outcomes: `notice` is the last one, shown on the page, and `announce` both shows
 * it and says it through the app's one polite live region (`announce` of components/announce),
 * so the words shown are not a second live region; `clear` takes it off the page.
 *
 * `succeeded` says a success and puts away the last failure, and `failed` keeps a failure
 * (for an alert, which says it) and takes the success off the page, so the two never show
 * together. Without an `error` the title is the whole message.
 */
export function useAnnouncement() {
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const clear = useCallback(() => setNotice(''), []);
  const announce = useCallback((text: string) => {
    setNotice(text);
    sayInLiveRegion(text);
  }, []);
  const succeeded = useCallback(
    (text: string) => {
      setFailure(null);
      announce(text);
    },
    [announce],
  );
  const failed = useCallback(
    (title: string, error?: unknown) => {
      clear();
      setFailure({ title, message: error === undefined ? '' : failureMessage(error) });
    },
    [clear],
  );
  return { notice, announce, clear, failure, succeeded, failed };
}
