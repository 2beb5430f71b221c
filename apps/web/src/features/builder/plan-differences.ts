import { detailsKey } from '@trellis/shared/details-key';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { priorityLabel } from '@trellis/shared/priorities';

/** Entries of one kind, keyed by id, with the name people read. */
function byId<T>(entries: T[], id: (entry: T) => string) {
  return new Map(entries.map((entry) => [id(entry), entry]));
}

/** What keeping `mine` would add, remove or rename among one kind of entries of `theirs`. */
function setChanges<T extends { name: string }>(
  kind: string,
  mine: Map<string, T>,
  theirs: Map<string, T>,
): string[] {
  const lines: string[] = [];
  for (const [id, entry] of mine) {
    const their = theirs.get(id);
    if (!their) lines.push(`Adds the ${kind} “${entry.name}”`);
    else if (their.name !== entry.name) {
      lines.push(`Renames the ${kind} “${their.name}” to “${entry.name}”`);
    }
  }
  for (const [id, entry] of theirs) {
    if (!mine.has(id)) lines.push(`Removes the ${kind} “${entry.name}”`);
  }
  return lines;
}

function warnings(count: number): string {
  return `${count} ${count === 1 ? 'warning' : 'warnings'}`;
}

/** What keeping `mine` would change among the review warnings `theirs` keeps as they are. */
function keptChanges(mine: readonly string[], theirs: readonly string[]): string[] {
  const kept = mine.filter((id) => !theirs.includes(id)).length;
  const shown = theirs.filter((id) => !mine.includes(id)).length;
  return [
    ...(kept > 0 ? [`Keeps ${warnings(kept)} as is`] : []),
    ...(shown > 0 ? [`Shows ${warnings(shown)} again`] : []),
  ];
}

/**
 * What keeping the browser's copy would change in the version someone else saved, in
 * words: strengths and needs added or removed, priorities changed, accommodations added,
 * removed or given other details, review warnings kept or shown again. Empty when both
 * hold the same choices.
 */
export function describeDifferences(mine: StudentPlanState, theirs: StudentPlanState): string[] {
  const entryId = (entry: { id: string }) => entry.id;
  const myNeeds = byId(mine.needs, entryId);
  const theirNeeds = byId(theirs.needs, entryId);
  const priorities = [...myNeeds].flatMap(([id, need]) => {
    const their = theirNeeds.get(id);
    return their && their.priority !== need.priority
      ? [
          `Changes the priority of the need “${need.name}” from ${priorityLabel(their.priority)} to ${priorityLabel(need.priority)}`,
        ]
      : [];
  });
  // An item's title is the library's, refreshed when opened: only keys count as changes.
  const myKeys = new Set(mine.plan.map((item) => item.key));
  const theirItems = new Map(theirs.plan.map((item) => [item.key, item]));
  return [
    ...setChanges('strength', byId(mine.strengths, entryId), byId(theirs.strengths, entryId)),
    ...setChanges('need', myNeeds, theirNeeds),
    ...priorities,
    ...mine.plan
      .filter((item) => !theirItems.has(item.key))
      .map((item) => `Adds the accommodation ${item.key} ${item.title}`),
    ...theirs.plan
      .filter((item) => !myKeys.has(item.key))
      .map((item) => `Removes the accommodation ${item.key} ${item.title}`),
    ...mine.plan.flatMap((item) => {
      const their = theirItems.get(item.key);
      return their && detailsKey(their.details) !== detailsKey(item.details)
        ? [`Changes the details of ${item.key} ${item.title}`]
        : [];
    }),
    ...keptChanges(mine.reviewKept ?? [], theirs.reviewKept ?? []),
  ];
}
