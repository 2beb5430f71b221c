import { useEffect, useRef } from 'react';
import { announce } from './announce';

/**
 * Says a line the page shows (a count after a search or a filter, a figure that follows a
 * field) through the app's one live region when what it answers changes, so the line itself
 * need not be a live region too. `key` is that question (the search term, the filter; the line
 * itself by default): the first line shown for each new key is said, even in the same words as
 * the last. Not the first line of all, which is read with the page; nor a line that changes
 * under the same key (a row leaving after an action, whose own outcome is said instead).
 * `null` is no line yet (e.g. while a search runs): the key's line is said once it comes.
 */
export function useAnnouncedChange(text: string | null, key: unknown = text) {
  const said = useRef<{ key: unknown } | null>(null);
  useEffect(() => {
    if (text === null) return;
    const previous = said.current;
    if (previous && Object.is(previous.key, key)) return;
    said.current = { key };
    if (previous) announce(text);
  }, [text, key]);
}
