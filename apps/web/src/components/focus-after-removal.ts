import { useEffect, useState } from 'react';

/** Gives `element` the focus, making it focusable by script first when it is not (a heading). */
export function focusElement(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/** The page's h1 (`PageHeading`), the last place focus can go when a whole section is gone. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-page-heading]');
}

/**
 * The one rule for a removed row: focus goes to the row now at its place (the next one), else
 * to the one before it, else to `heading` (the section's, or the page's). `targets` are the
 * remaining rows' controls in order, read after the row went. Answers what got the focus.
 */
export function focusNextOrHeading(
  targets: readonly HTMLElement[],
  removedIndex: number,
  heading: HTMLElement | null,
): HTMLElement | null {
  const target = targets[removedIndex] ?? targets[removedIndex - 1] ?? heading;
  if (target) focusElement(target);
  return target;
}

/**
 * `focusNextOrHeading` once the removal has been rendered: call the answer with the removed
 * row's index when (or after) the row goes, e.g. on a click or once a confirm dialog closed.
 * `locate` reads the remaining rows' controls and the heading from the page at that moment.
 */
export function useFocusAfterRemoval(
  locate: () => { targets: HTMLElement[]; heading: HTMLElement | null },
) {
  // An object, so that removing the row at the same index twice in a row moves focus twice.
  const [removed, setRemoved] = useState<{ index: number } | null>(null);
  useEffect(() => {
    if (!removed) return;
    const { targets, heading } = locate();
    focusNextOrHeading(targets, removed.index, heading);
    // `locate` is read when a removal comes, not followed: a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [removed]);
  return (index: number) => setRemoved({ index });
}
