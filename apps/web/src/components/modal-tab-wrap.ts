import { useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[hidden], [inert], fieldset:disabled')) return false;
  // Only a browser can tell what is rendered (display: none, a collapsed section); where
  // it cannot (a test's document), every element counts as shown.
  return element.checkVisibility?.({ visibilityProperty: true }) ?? true;
}

/** The elements Tab stops at inside `container`, in document order (no positive tabindex here). */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isTabbable);
}

/** The open modal on top (the last one in the page), if any. */
function topModal(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return dialogs[dialogs.length - 1] ?? null;
}

/**
 * Keeps Tab and Shift+Tab going round inside the open modal. Bootstrap's modal only pulls
 * focus back onto the dialog once it has left, so Shift+Tab on the first control (or on the
 * dialog itself) left it and came back to the dialog, again and again: it stuck there.
 */
export function wrapTabInModal(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey) return;
  const modal = topModal();
  const active = document.activeElement;
  if (!modal || !(active instanceof HTMLElement) || !modal.contains(active)) return;
  const tabbables = tabbablesIn(modal);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const target = event.shiftKey
    ? active === first || active === modal
      ? last
      : null
    : active === last
      ? first
      : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** Mounted once (the app layout): every modal of the app wraps Tab and Shift+Tab. */
export function useModalTabWrap() {
  useEffect(() => {
    document.addEventListener('keydown', wrapTabInModal);
    return () => document.removeEventListener('keydown', wrapTabInModal);
  }, []);
}
