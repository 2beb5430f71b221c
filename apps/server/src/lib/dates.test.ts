import { describe, expect, it } from 'vitest';
import { longDateText, utcDay } from './dates';

// One long date for the server's PDFs and e-mails (the plan, data form and review PDFs, the
// card e-mail), in UTC whatever the machine's time zone.

describe('server dates', () => {
  it('writes a calendar date or a moment as the long date, in UTC', () => {
    expect(longDateText('2026-11-24')).toBe('November 24, 2026');
    expect(longDateText(new Date('2026-11-24T23:30:00Z'))).toBe('November 24, 2026');
    expect(longDateText(new Date('2027-01-01T00:00:00Z'))).toBe('January 1, 2027');
    expect(utcDay(new Date('2026-11-24T23:30:00-05:00'))).toBe('2026-11-25');
  });
});
