import type { Page } from '@playwright/test';

/**
 * Collects console errors (including Content-Security-Policy violations) from the moment
 * it is called, so a spec can assert the page ran cleanly.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
