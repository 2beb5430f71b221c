import type { LinkedEntry } from './assessments';
import type { ChosenNeed, PlanItem } from './builder';
import { traitNameKey } from './trait-names';
import type { Tier } from './content-constants';
import type { AppliesTo } from './statement-fields';
import type { RelatedNeeds } from './related-needs';
import type { PlanType } from './plan-limits';
import type { PlanGrade } from './plan-grades';

/** Longest id of a plan review warning (a plan saves at most this long a kept id). */
export const REVIEW_ID_MAX = 200;

// The plan review (issue 17): the warnings an experienced case manager raises about a plan.
// Each says why and offers fixes; the team decides, and a warning it keeps stays quiet.

/** More Tier 3 items than this in one plan draws a warning. */
export const TIER_3_ITEMS_MAX = 3;
/** Grades where a modification may cost credits toward a standard diploma. */
export const DIPLOMA_GRADES: readonly PlanGrade[] = ['9', '10', '11', '12'];

/** What the review needs to know about a plan item's library entry. */
export interface ReviewEntry {
  key: string;
  title: string;
  tier: Tier;
  modification: boolean;
  /** Names of the needs the entry lists. */
  needs: string[];
  classroomVersions: LinkedEntry[];
  sameJob: (LinkedEntry & { note: string })[];
}

/** A plan item as the review sees it: its key and where the team applies it. */
export interface ReviewItem {
  key: string;
  title: string;
  appliesTo: readonly AppliesTo[];
}

export interface ReviewInput {
  items: readonly ReviewItem[];
  /** Library entries by key; items whose entry is not loaded yet are left out. */
  entries: ReadonlyMap<string, ReviewEntry>;
  needs: readonly Pick<ChosenNeed, 'id' | 'name' | 'category'>[];
  related: RelatedNeeds;
  planType: PlanType | null;
  grade: PlanGrade | null;
}

/** A fix a warning offers; `keep` dismisses the warning. */
export type ReviewFix =
  | { kind: 'add'; key: string; title: string }
  | { kind: 'remove'; key: string; title: string }
  | { kind: 'apply-in-class'; key: string; title: string }
  | { kind: 'find'; needId: string; needName: string }
  | { kind: 'keep' };

export const REVIEW_WARNING_KINDS = [
  'test-without-classroom',
  'modification-diploma',
  'many-tier-3',
  'matches-no-need',
  'same-job',
  'need-without-item',
] as const;
export type ReviewWarningKind = (typeof REVIEW_WARNING_KINDS)[number];

export interface ReviewWarning {
  /** Stable while the same items cause it, so a kept warning stays kept. */
  id: string;
  kind: ReviewWarningKind;
  title: string;
  why: string;
  fixes: ReviewFix[];
}

const KEEP: ReviewFix = { kind: 'keep' };

function label(entry: { key: string; title: string }): string {
  return `${entry.key} ${entry.title}`;
}

/** FNV-1a, 32 bits, in base 36: a short stable digest of a long id. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function warningId(kind: ReviewWarningKind, parts: readonly string[]): string {
  const id = `${kind}:${[...parts].sort().join('+')}`;
  // A kept id is saved with the plan, which refuses ids longer than REVIEW_ID_MAX: a plan
  // with dozens of Tier 3 items must still save once the team keeps that warning.
  return id.length <= REVIEW_ID_MAX ? id : `${kind}:${parts.length}#${digest(id)}`;
}

/** Whether an entry lists a need, directly or through a related need. */
function serves(entry: ReviewEntry, need: { name: string }, related: RelatedNeeds): boolean {
  const wanted = traitNameKey(need.name);
  const overlaps = related.get(wanted);
  return entry.needs.some((name) => {
    const listed = traitNameKey(name);
    return listed === wanted || (overlaps?.has(listed) ?? false);
  });
}

function testWithoutClassroom(input: ReviewInput, inPlan: Set<string>): ReviewWarning[] {
  return input.items.flatMap((item) => {
    const entry = input.entries.get(item.key);
    if (!entry || !item.appliesTo.includes('state-tests')) return [];
    // A modification on a state test is an alternate assessment: nothing to practise in class.
    if (entry.modification) return [];
    const usedInClass = item.appliesTo.some((place) => place !== 'state-tests');
    // The team applies the test support in instruction too: the student uses it every day.
    if (item.appliesTo.includes('instruction')) return [];
    const versions = entry.classroomVersions;
    if (versions.length > 0) {
      if (versions.some((version) => inPlan.has(version.key))) return [];
      return [
        {
          id: warningId('test-without-classroom', [item.key]),
          kind: 'test-without-classroom',
          title: `${label(item)} has no classroom version in the plan`,
          why: `A student should use a testing accommodation routinely in class before a state test, and several states require weeks of prior use. Teach with ${versions.map(label).join(' or ')}, test with ${item.key}.`,
          fixes: [...versions.map((version): ReviewFix => ({ kind: 'add', ...version })), KEEP],
        },
      ];
    }
    if (usedInClass) return [];
    return [
      {
        id: warningId('test-without-classroom', [item.key]),
        kind: 'test-without-classroom',
        title: `${label(item)} applies to state tests only`,
        why: 'A student should use a testing accommodation routinely in class before a state test, and several states require weeks of prior use. Apply it on classroom tests too, so the student is practised with it.',
        fixes: [{ kind: 'apply-in-class', key: item.key, title: item.title }, KEEP],
      },
    ];
  });
}

function modificationDiploma(input: ReviewInput): ReviewWarning[] {
  const is504 = input.planType === '504';
  const highSchool = input.grade !== null && DIPLOMA_GRADES.includes(input.grade);
  if (!is504 && !highSchool) return [];
  const why = is504
    ? 'A 504 plan gives access to the same learning; it does not change what the student must learn. A modification usually needs an IEP, and it can take the student off the standard diploma track.'
    : 'In high school a modification can mean the course does not earn credit toward a standard diploma, and modified grades may be reported differently. Make sure the family understands this before the team agrees.';
  return input.items.flatMap((item) => {
    const entry = input.entries.get(item.key);
    if (!entry?.modification) return [];
    return [
      {
        id: warningId('modification-diploma', [item.key, input.planType ?? '', input.grade ?? '']),
        kind: 'modification-diploma',
        title: `${label(item)} is a modification`,
        why,
        fixes: [{ kind: 'remove', key: item.key, title: item.title }, KEEP],
      },
    ];
  });
}

function manyTier3(input: ReviewInput): ReviewWarning[] {
  const intensive = input.items.filter((item) => input.entries.get(item.key)?.tier === 3);
  if (intensive.length <= TIER_3_ITEMS_MAX) return [];
  return [
    {
      id: warningId(
        'many-tier-3',
        intensive.map((item) => item.key),
      ),
      kind: 'many-tier-3',
      title: `${intensive.length} items are Tier 3 (intensive)`,
      why: `Intensive supports need staff time, special tools or a changed setting, and many of them at once can keep a student apart from the class. Check whether a lighter support would do for some of: ${intensive.map(label).join('; ')}.`,
      fixes: [
        ...intensive.map((item): ReviewFix => ({
          kind: 'remove',
          key: item.key,
          title: item.title,
        })),
        KEEP,
      ],
    },
  ];
}

function matchesNoNeed(input: ReviewInput): ReviewWarning[] {
  const libraryNeeds = input.needs.filter((need) => need.category !== null);
  if (libraryNeeds.length === 0) return [];
  return input.items.flatMap((item) => {
    const entry = input.entries.get(item.key);
    if (!entry || libraryNeeds.some((need) => serves(entry, need, input.related))) return [];
    return [
      {
        id: warningId('matches-no-need', [item.key]),
        kind: 'matches-no-need',
        title: `${label(item)} matches none of the student's needs`,
        why: 'Every item in a plan should answer a need the team identified. Add the need it serves, or remove the item.',
        fixes: [{ kind: 'remove', key: item.key, title: item.title }, KEEP],
      },
    ];
  });
}

function sameJob(input: ReviewInput, inPlan: Set<string>): ReviewWarning[] {
  const seen = new Set<string>();
  return input.items.flatMap((item) => {
    const entry = input.entries.get(item.key);
    if (!entry) return [];
    // An entry may sit in more than one same-job group. Each group (one note) is its own
    // warning, so the warning reads the same whichever member comes first and keeping it
    // keeps exactly that overlap.
    const groups = new Map<string, ReviewEntry['sameJob']>();
    for (const other of entry.sameJob) {
      if (other.key === item.key || !inPlan.has(other.key)) continue;
      groups.set(other.note, [...(groups.get(other.note) ?? []), other]);
    }
    return [...groups].flatMap(([note, doubles]): ReviewWarning[] => {
      const group = [item, ...doubles];
      const id = warningId(
        'same-job',
        group.map((member) => member.key),
      );
      if (seen.has(id)) return [];
      seen.add(id);
      return [
        {
          id,
          kind: 'same-job',
          title: `${group.map(label).join(' and ')} do the same job`,
          why: note,
          fixes: [
            ...group.map((member): ReviewFix => ({
              kind: 'remove',
              key: member.key,
              title: member.title,
            })),
            KEEP,
          ],
        },
      ];
    });
  });
}

function needWithoutItem(input: ReviewInput): ReviewWarning[] {
  const entries = input.items.flatMap((item) => input.entries.get(item.key) ?? []);
  // Until every item's entry is loaded, a need could look unserved when it is not.
  if (entries.length < input.items.length) return [];
  return input.needs.flatMap((need) => {
    if (need.category === null) return [];
    if (entries.some((entry) => serves(entry, need, input.related))) return [];
    return [
      {
        id: warningId('need-without-item', [need.id]),
        kind: 'need-without-item',
        title: `No item serves ${need.name}`,
        why: 'The team identified this need, but nothing in the plan addresses it. Find a support for it, or keep the plan as it is if another service covers it.',
        fixes: [{ kind: 'find', needId: need.id, needName: need.name }, KEEP],
      },
    ];
  });
}

/** The plan's warnings, in the order of `REVIEW_WARNING_KINDS`. */
export function reviewPlan(input: ReviewInput): ReviewWarning[] {
  const inPlan = new Set(input.items.map((item) => item.key));
  return [
    ...testWithoutClassroom(input, inPlan),
    ...modificationDiploma(input),
    ...manyTier3(input),
    ...matchesNoNeed(input),
    ...sameJob(input, inPlan),
    ...needWithoutItem(input),
  ];
}

/** The review's warnings split into those still open and those the team kept. */
export function splitKept(
  warnings: readonly ReviewWarning[],
  kept: readonly string[] | undefined,
): { open: ReviewWarning[]; kept: ReviewWarning[] } {
  const keptIds = new Set(kept ?? []);
  return {
    open: warnings.filter((warning) => !keptIds.has(warning.id)),
    kept: warnings.filter((warning) => keptIds.has(warning.id)),
  };
}

/** A plan item as the review reads it. */
export function reviewItemOf(
  item: Pick<PlanItem, 'key' | 'title' | 'details'>,
  defaults: readonly AppliesTo[] | undefined,
): ReviewItem {
  return { key: item.key, title: item.title, appliesTo: item.details?.appliesTo ?? defaults ?? [] };
}
