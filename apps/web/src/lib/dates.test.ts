import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Dates from './dates';

// West of Greenwich, where midnight UTC is still the day before. The module is loaded after
// the zone is set: its formatters take the zone they are made in.
const zone = process.env.TZ;
let dates: typeof Dates;
beforeAll(async () => {
  process.env.TZ = 'America/Los_Angeles';
  vi.resetModules();
  dates = await import('./dates');
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('dates as people read them', () => {
  it('reads a calendar day as the same day in every time zone', () => {
    expect(dates.calendarDayText('2026-11-01')).toBe('Nov 1, 2026');
    expect(dates.weekdayText('2026-11-24')).toBe('Tuesday, Nov 24');
    expect(dates.shortDayText('2026-11-01')).toBe('Nov 1');
    expect(dates.dayInYearText('2026-11-01', 2026)).toBe('Nov 1');
    expect(dates.dayInYearText('2027-01-01', 2026)).toBe('Jan 1, 2027');
  });

  it('reads an instant where the user is', () => {
    // 2 am UTC on Nov 25 is still the evening of Nov 24 in California.
    expect(dates.instantDayText('2026-11-25T02:00:00.000Z')).toBe('Nov 24, 2026');
    expect(dates.instantText('2026-11-25T02:00:00.000Z')).toBe('Nov 24, 2026, 6:00 PM');
    expect(dates.localCalendarDay(new Date('2026-11-25T02:00:00.000Z'))).toBe('2026-11-24');
  });
});
