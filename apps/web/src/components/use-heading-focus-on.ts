import { useEffect } from 'react';
import { focusElement, pageHeading } from './focus-after-removal';

/**
 * For a page that replaces its content without a route change (a form giving way to its
 * outcome, "Email Sent!"): when `replaced` turns true, the new h1 takes the focus, so a
 * screen reader reads the outcome and the next Tab starts from it, not from the page's top.
 */
export function useHeadingFocusOn(replaced: boolean) {
  useEffect(() => {
    const heading = replaced ? pageHeading() : null;
    if (heading) focusElement(heading);
  }, [replaced]);
}
