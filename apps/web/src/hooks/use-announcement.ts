import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The words of a polite live region. `announce` empties the region first and fills it on
 * the next tick, so the same words twice in a row are said again; `clear` empties it.
 */
export function useAnnouncement() {
  const [notice, setNotice] = useState('');
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
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return { notice, announce, clear };
}
