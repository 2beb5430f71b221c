import { useCallback, type RefObject } from 'react';

/** The id of a row's Actions button, where focus goes back after working on that row. */
export function actionsButtonId(planId: string): string {
  return `plan-actions-${planId}`;
}

/**
 * Returns focus after a dialog or a change: to the first of the rows named that is still
 * on the page (the row worked on, then its neighbour), else to the heading of the page in
 * `page`, so focus is never dropped to the page's body when a row disappears. It waits a
 * moment so the list has re-rendered with the change.
 */
export function useReturnFocus(page: RefObject<HTMLElement | null>) {
  return useCallback(
    (planIds: readonly (string | null | undefined)[]) => {
      window.setTimeout(() => {
        for (const id of planIds) {
          const button = id ? document.getElementById(actionsButtonId(id)) : null;
          if (button) {
            button.focus();
            return;
          }
        }
        page.current?.querySelector<HTMLElement>('[data-page-heading]')?.focus();
      }, 0);
    },
    [page],
  );
}
