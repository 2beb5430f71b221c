import { addDays, weekStartOf } from '@trellis/shared/delivery-log';
import { utcDay } from '../../lib/dates';

// When the reminder jobs (issue 18, decision 018) have something due. Times are UTC: one
// schedule for every server, whatever the time zone of the machine it runs on.

/** Weekly log reminders are due from this many days after the week's Monday (Friday)… */
export const LOG_REMINDER_DAYS_AFTER_MONDAY = 4;
/** …at this hour (UTC), until the week ends. */
export const LOG_REMINDER_HOUR_UTC = 12;
/** A plan's owner hears of its review this many days ahead (the day itself included). */
export const REVIEW_NOTICE_DAYS = 30;
/**
 * An individual hears that their subscription ends when this many days or fewer are left,
 * once per step (decision 019); largest first.
 */
export const RENEWAL_REMINDER_DAYS = [30, 7, 1] as const;

const HOUR_MS = 60 * 60_000;

/** The week (its Monday) whose log reminders are due at `now`, or null before Friday noon. */
export function logReminderWeek(now: Date): string | null {
  const monday = weekStartOf(utcDay(now));
  const dueDay = addDays(monday, LOG_REMINDER_DAYS_AFTER_MONDAY);
  const dueAt = new Date(`${dueDay}T00:00:00Z`).getTime() + LOG_REMINDER_HOUR_UTC * HOUR_MS;
  return now.getTime() >= dueAt ? monday : null;
}

/** The review dates whose notices are due on `today`: from today to REVIEW_NOTICE_DAYS ahead. */
export function reviewNoticeWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, REVIEW_NOTICE_DAYS) };
}

/**
 * The date a stored plan reminder is for, read from its key ('log:<implementer>:<week Monday>',
 * 'review:<plan>:<review date>'): the key is what makes each reminder exist once.
 */
export function dateOfKey(dedupeKey: string): string {
  return dedupeKey.slice(dedupeKey.lastIndexOf(':') + 1);
}
