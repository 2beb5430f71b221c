import { useCallback, useEffect, useRef, useState } from 'react';

/** An action that did not work: what could not be done, and why. */
export interface Failure {
  title: string;
  message: string;
}

/** The reason a call failed, in words a person can act on. */
export const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Please try again in a moment.';

/**
 * The words of a polite live region. `announce` empties the region first and fills it on
 * the next tick, so the same words twice in a row are said again; `clear` empties it.
 *
 * For a page's outcomes, `succeeded` says a success and puts away the last failure, and
 * `failed` keeps a failure (for an alert) and empties the region, so the two never show
 * together. Without an `error` the title is the whole message.
 */
export function useAnnouncement() {
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setNotice('');
  }, []);
  const announce = useCallback(
    (text: string) => {
      clear();
      timer.current = setTimeout(() => {
        timer.current = null;
        setNotice(text);
      }, 0);
    },
    [clear],
  );
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
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return { notice, announce, clear, failure, succeeded, failed };
}
