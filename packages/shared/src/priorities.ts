/** How much a chosen need weighs in matching (spec §9), from High to Low. */
export const NEED_PRIORITIES = [
  { label: 'High', value: 1.5 },
  { label: 'Medium', value: 1 },
  { label: 'Low', value: 0.5 },
] as const;

/** The weight of a chosen need: 1.5 (High), 1 (Medium) or 0.5 (Low). */
export type NeedPriority = (typeof NEED_PRIORITIES)[number]['value'];

/** The priority a newly chosen need starts with: Medium. */
export const DEFAULT_NEED_PRIORITY: NeedPriority = 1;

/** A chosen need's priority as people read it: 'High', 'Medium' or 'Low'. */
export function priorityLabel(priority: number): string {
  return NEED_PRIORITIES.find((entry) => entry.value === priority)?.label ?? String(priority);
}
