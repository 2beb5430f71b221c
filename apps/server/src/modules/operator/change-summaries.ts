import { dayOf, endOfDay } from '@trellis/shared/administration';
import type { DistrictRow } from '../../domain/accounts/districts.repository';

// The sentences the audit log keeps for an operator's changes: what changed, in words a
// district's administrator reads without the rest of the row.

/**
 * How a last day moved: extended, shortened, ended (the new day has passed), set where there
 * was none, or removed. `what` names the thing: "the licence of Maple Grove Schools".
 */
export function endChange(
  what: string,
  before: string | null,
  after: string | null,
  now: Date,
): string {
  if (!after) return `Removed the end date of ${what}.`;
  if (endOfDay(after) <= now) return `Ended ${what} on ${after}.`;
  if (!before) return `Set ${what} to end on ${after}.`;
  return after > before ? `Extended ${what} to ${after}.` : `Shortened ${what} to end on ${after}.`;
}

type LicenceFields = Pick<DistrictRow, 'name' | 'active' | 'licenceStartsAt' | 'expiresAt'>;

/** What an edit changed in a district's name, licence or activity; empty when nothing did. */
export function licenceChanges(before: LicenceFields, after: LicenceFields, now: Date): string[] {
  const { name } = after;
  const changes: string[] = [];
  if (before.name !== name) changes.push(`Renamed ${before.name} to ${name}.`);
  const [startBefore, startAfter] = [dayOf(before.licenceStartsAt), dayOf(after.licenceStartsAt)];
  if (startBefore !== startAfter) {
    changes.push(
      startAfter
        ? `Set the start of the licence of ${name} to ${startAfter}.`
        : `Removed the start date of the licence of ${name}.`,
    );
  }
  const [endBefore, endAfter] = [dayOf(before.expiresAt), dayOf(after.expiresAt)];
  if (endBefore !== endAfter) {
    changes.push(endChange(`the licence of ${name}`, endBefore, endAfter, now));
  }
  if (before.active !== after.active) {
    changes.push(after.active ? `Reactivated ${name}.` : `Deactivated ${name}.`);
  }
  return changes;
}
