import { detailsKey } from '@trellis/shared/details-key';
import { priorityLabel } from '@trellis/shared/priorities';
import type {
  PlanDetails,
  PlanEventKind,
  ShareRole,
  StudentPlanState,
} from '@trellis/shared/student-plans';
import { type PlanGrade, gradeLabel } from '@trellis/shared/plan-grades';

// A plan's history in words: what a save, a change of details or a share did, as the
// history panel shows it ("Added L12 Audiobooks; removed C3 Graph Paper"). Pure functions:
// the callers store the lines with who and when.

/** One line of history before it is stored. */
export interface HistoryLine {
  kind: PlanEventKind;
  summary: string;
}

/** Names listed in one line before the rest are counted ("and 4 more"). */
const NAMES_LISTED = 10;

function listed(names: string[]): string {
  if (names.length <= NAMES_LISTED) return names.join(', ');
  return `${names.slice(0, NAMES_LISTED).join(', ')} and ${names.length - NAMES_LISTED} more`;
}

/** "Added A, B; removed C", or null when both lists are empty. */
function addedAndRemoved(added: string[], removed: string[]): string | null {
  const parts = [
    added.length ? `added ${listed(added)}` : null,
    removed.length ? `removed ${listed(removed)}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const summary = parts.join('; ');
  return summary.charAt(0).toUpperCase() + summary.slice(1);
}

/**
 * What is in `after` and not in `before`, and the reverse, by `key`; `name` is what the line
 * says. A renamed custom slot keeps its id but not its name, so it reads as removed and added.
 */
function difference<T>(
  before: readonly T[],
  after: readonly T[],
  key: (entry: T) => string,
  name: (entry: T) => string,
) {
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  return {
    added: after.filter((entry) => !beforeKeys.has(key(entry))).map(name),
    removed: before.filter((entry) => !afterKeys.has(key(entry))).map(name),
  };
}

const traitKey = (trait: { id: string; name: string }) => `${trait.id}\u0000${trait.name}`;

/**
 * The history lines of a state save: one per kind that changed (strengths, needs,
 * priorities, items), none when nothing did.
 */
export function stateChanges(before: StudentPlanState, after: StudentPlanState): HistoryLine[] {
  const lines: HistoryLine[] = [];
  const push = (kind: PlanEventKind, summary: string | null) => {
    if (summary) lines.push({ kind, summary });
  };

  const strengths = difference(before.strengths, after.strengths, traitKey, (s) => s.name);
  push('strengths', addedAndRemoved(strengths.added, strengths.removed));

  const needs = difference(before.needs, after.needs, traitKey, (n) => n.name);
  push('needs', addedAndRemoved(needs.added, needs.removed));

  const priorBefore = new Map(before.needs.map((need) => [traitKey(need), need.priority]));
  const reprioritised = after.needs.flatMap((need) => {
    const old = priorBefore.get(traitKey(need));
    return old === undefined || old === need.priority
      ? []
      : [`${need.name}: ${priorityLabel(old)} → ${priorityLabel(need.priority)}`];
  });
  push('priorities', reprioritised.length ? reprioritised.join('; ') : null);

  const items = difference(
    before.plan,
    after.plan,
    (item) => item.key,
    (item) => `${item.key} ${item.title}`,
  );
  push('items', addedAndRemoved(items.added, items.removed));
  push('statements', detailsChanged(before, after));
  push('review', keptChanged(before, after));
  return lines;
}

/** "Changed the details of A28 Extended Time on Tests", for items in both states. */
function detailsChanged(before: StudentPlanState, after: StudentPlanState): string | null {
  const old = new Map(before.plan.map((item) => [item.key, detailsKey(item.details)]));
  const changed = after.plan.filter((item) => {
    const was = old.get(item.key);
    return was !== undefined && was !== detailsKey(item.details);
  });
  if (changed.length === 0) return null;
  return `Changed the details of ${listed(changed.map((item) => `${item.key} ${item.title}`))}`;
}

/** "Kept 2 warnings as they are; showed 1 again". */
function keptChanged(before: StudentPlanState, after: StudentPlanState): string | null {
  const was = new Set(before.reviewKept ?? []);
  const now = new Set(after.reviewKept ?? []);
  const kept = [...now].filter((id) => !was.has(id)).length;
  const shown = [...was].filter((id) => !now.has(id)).length;
  const warnings = (count: number) => `${count} ${count === 1 ? 'warning' : 'warnings'}`;
  const parts = [
    kept ? `Kept ${warnings(kept)} as is` : null,
    shown ? `showed ${warnings(shown)} again` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const summary = parts.join('; ');
  return summary.charAt(0).toUpperCase() + summary.slice(1);
}

const gradeText = (grade: PlanGrade | null) => (grade ? gradeLabel(grade) : 'No grade');
const dateText = (date: string | null) => date ?? 'none';

/**
 * The 'details' line of a change of details ("Renamed J.T. → J.T.R.; Review date 2027-03-01
 * → 2027-04-02"), or null when nothing given differs from what the plan has.
 */
export function detailChanges(before: PlanDetails, change: Partial<PlanDetails>): string | null {
  const parts: string[] = [];
  const changed = <K extends keyof PlanDetails>(field: K) =>
    change[field] !== undefined && change[field] !== before[field];

  if (changed('label')) parts.push(`Renamed ${before.label} → ${change.label}`);
  if (changed('grade'))
    parts.push(`${gradeText(before.grade)} → ${gradeText(change.grade ?? null)}`);
  if (changed('planType')) parts.push(`Plan type ${before.planType} → ${change.planType}`);
  if (changed('meetingDate')) {
    parts.push(
      `Meeting date ${dateText(before.meetingDate)} → ${dateText(change.meetingDate ?? null)}`,
    );
  }
  if (changed('reviewDate')) {
    parts.push(
      `Review date ${dateText(before.reviewDate)} → ${dateText(change.reviewDate ?? null)}`,
    );
  }
  if (changed('note')) {
    parts.push(
      before.note === '' ? 'Note added' : change.note === '' ? 'Note removed' : 'Note changed',
    );
  }
  return parts.length ? parts.join('; ') : null;
}

/** The other lines a plan's history holds. */
export const historyLines = {
  created: (): HistoryLine => ({ kind: 'created', summary: 'Created the plan' }),
  duplicated: (sourceLabel: string): HistoryLine => ({
    kind: 'duplicated',
    summary: `Started from ${sourceLabel}`,
  }),
  archived: (): HistoryLine => ({ kind: 'archived', summary: 'Archived the plan' }),
  restored: (): HistoryLine => ({
    kind: 'restored',
    summary: 'Restored the plan from the archive',
  }),
  shared: (name: string, role: ShareRole, was?: ShareRole): HistoryLine => ({
    kind: 'shared',
    summary: `Shared with ${name} as ${role}${was ? ` (was ${was})` : ''}`,
  }),
  unshared: (name: string): HistoryLine => ({
    kind: 'unshared',
    summary: `Stopped sharing with ${name}`,
  }),
};

/** How the history and lists name a person: "First Last". */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

/** Who a history line names when its author's account is gone. */
export const FORMER_USER = 'A former user';
