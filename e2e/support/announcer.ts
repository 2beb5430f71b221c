import type { Locator, Page } from '@playwright/test';

/**
 * The app's one polite live region (apps/web/src/components/announcer.tsx): what was last
 * said to screen-reader users, e.g. `expect(announcer(page)).toHaveText('Saved for …')`.
 */
export const announcer = (page: Page): Locator => page.locator('#announcer');
