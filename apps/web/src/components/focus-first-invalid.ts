import { useEffect, useRef, useState } from 'react';
import { focusElement, pageHeading } from './focus-after-removal';

/**
 * After a refused submit: focus the first field marked `aria-invalid` in `container`, so the
 * user hears what is wrong and can fix it at once; when no field is blamed, the alert that
 * says why. Answers what got the focus (null when there is nothing to point at).
 */
export function focusFirstInvalid(container: HTMLElement): HTMLElement | null {
  const target =
    container.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    container.querySelector<HTMLElement>('[role="alert"]');
  if (target) focusElement(target);
  return target;
}

/**
 * `focusFirstInvalid` once the refusal has been rendered: put `ref` on the element holding
 * the form and its alert, and call `refused()` where the submit failed (client or server).
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [refusal, setRefusal] = useState<object | null>(null);
  useEffect(() => {
    if (!refusal) return;
    const focused = ref.current ? focusFirstInvalid(ref.current) : null;
    // Nothing to point at, and the form that had the focus is gone: the page's heading.
    const lost = !document.activeElement || document.activeElement === document.body;
    const heading = !focused && lost ? pageHeading() : null;
    if (heading) focusElement(heading);
  }, [refusal]);
  return { ref, refused: () => setRefusal({}) };
}
