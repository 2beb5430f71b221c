import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Sets the browser's clock to noon of `day` (`YYYY-MM-DD`) where the tests run, for every test
 * of the file: a log form opens on the reader's own day, which must be the test data's. Only
 * `Date` is faked; timers run as usual.
 */
export function browserDayIs(day: string) {
  const [year = 2026, month = 1, date = 1] = day.split('-').map(Number);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(year, month - 1, date, 12) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
