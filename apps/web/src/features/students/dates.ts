/** How a review date stands against today, both calendar dates (`YYYY-MM-DD`). */
export type ReviewStatus =
  { kind: 'overdue' } | { kind: 'due'; days: number } | { kind: 'later' } | { kind: 'none' };

/** Reviews this close count as coming up. */
export const DUE_SOON_DAYS = 30;

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

export function reviewStatus(reviewDate: string | null, today: string): ReviewStatus {
  if (reviewDate === null) return { kind: 'none' };
  const days = dayNumber(reviewDate) - dayNumber(today);
  if (days < 0) return { kind: 'overdue' };
  if (days <= DUE_SOON_DAYS) return { kind: 'due', days };
  return { kind: 'later' };
}

/** The words for a review coming up: never colour alone. */
export function dueText(days: number): string {
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}
