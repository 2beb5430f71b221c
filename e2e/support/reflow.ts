import { expect, type Locator, type Page } from '@playwright/test';

// WCAG 1.4.10 (reflow): at 320 px wide a page never scrolls sideways, and what a row offers is
// reached by scrolling down alone.

/** Fails when the page is wider than the window, i.e. it scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/**
 * Scrolls `target` into view and fails unless that took no sideways scroll (of the page or of
 * any box around it, such as a table's frame) and left it wholly in the window.
 */
export async function expectReachedByScrollingDown(target: Locator) {
  await target.evaluate((element) =>
    element.scrollIntoView({ block: 'center', inline: 'nearest' }),
  );
  const scrolledSideways = await target.evaluate((element) => {
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (box.scrollLeft > 0) return true;
    }
    return (document.scrollingElement?.scrollLeft ?? 0) > 0;
  });
  expect(scrolledSideways, 'reaching it scrolled sideways').toBe(false);
  await expect(target).toBeInViewport({ ratio: 1 });
}

/** The last cell of a table's first and last rows: what is furthest right on a wide screen. */
export function rowEnds(table: Locator): Locator[] {
  const bodyRows = table.locator('tbody > tr');
  return [bodyRows.first(), bodyRows.last()].map((row) => row.locator(':scope > *').last());
}
