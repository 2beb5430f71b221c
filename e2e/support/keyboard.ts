import type { Page } from '@playwright/test';
import { expectVisibleFocus } from './focus';

// Moving through a page with the keyboard alone, as someone who uses no mouse does.

/** The focused element as assistive technology names it, e.g. `button "Next Step"`. */
export interface FocusedControl {
  role: string;
  name: string;
}

/** The accessibility tree's own words for the focused element. */
async function nameFromTree(page: Page): Promise<FocusedControl> {
  // Its first line, e.g. '- checkbox "Reading Fluency" [checked]' or '- link "My Plan 0 items":'.
  const snapshot = await page.locator(':focus').first().ariaSnapshot();
  const line = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(snapshot.split('\n')[0] ?? '');
  if (!line) return { role: 'none', name: '' };
  return { role: line[1] ?? '', name: (line[2] ?? '').replace(/\\(.)/g, '$1') };
}

/**
 * The words the focused element's name can come from (aria-label, title, text, labels), in
 * one round trip: cheap enough for every key press. Null when focus is on the page itself.
 */
function focusedWords(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''));
    const labels =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLButtonElement
        ? Array.from(element.labels ?? [], (label) => label.textContent ?? '')
        : [];
    return [
      element.getAttribute('aria-label') ?? '',
      element.textContent ?? '',
      element.title,
      ...labelledBy,
      ...labels,
    ].map((words) => words.replace(/\s+/g, ' ').trim());
  });
}

/** Whether the name may be among `words`: only then is the accessibility tree asked. */
function mayBe(words: string[], name: string | RegExp): boolean {
  return words.some((text) => (typeof name === 'string' ? text.includes(name) : name.test(text)));
}

/** The focused element's role and accessible name, or null when focus is on the page itself. */
export async function focusedControl(page: Page): Promise<FocusedControl | null> {
  return (await focusedWords(page)) === null ? null : nameFromTree(page);
}

const named = (name: string | RegExp, control: FocusedControl) =>
  typeof name === 'string' ? control.name === name : name.test(control.name);

/**
 * Presses `key` (Tab unless told: Shift+Tab, ArrowDown…) until the focused element's
 * accessible name is `name` (or matches it), then checks the focus can be seen. Fails after
 * `max` presses, listing the last places the focus went, so a control the keyboard cannot
 * reach fails here and says where the keyboard went instead.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  { key = 'Tab', max = 60 }: { key?: string; max?: number } = {},
): Promise<FocusedControl> {
  const visited: string[] = [];
  for (let pressed = 0; pressed < max; pressed += 1) {
    await page.keyboard.press(key);
    const words = await focusedWords(page);
    const control = words && mayBe(words, name) ? await nameFromTree(page) : null;
    if (control && named(name, control)) {
      await expectVisibleFocus(page, `${key} to ${control.role} "${control.name}"`);
      return control;
    }
    visited.push(words ? `"${(words[0] || words[1] || '').slice(0, 30)}"` : '<body>');
  }
  throw new Error(
    `${max} presses of ${key} did not reach "${String(name)}"; the last stops: ${visited
      .slice(-12)
      .join(', ')}`,
  );
}

/** Presses `key` on the focused element, then checks focus is still somewhere visible. */
export async function press(page: Page, key: string, what = key) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, what);
}
