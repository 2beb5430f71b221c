import { describe, expect, it } from 'vitest';
import type { AppliesTo } from './statement-fields';
import {
  type ReviewEntry,
  type ReviewInput,
  type ReviewItem,
  type ReviewWarningKind,
  TIER_3_ITEMS_MAX,
  reviewItemOf,
  reviewPlan,
  splitKept,
  REVIEW_ID_MAX,
} from './plan-review';
import { relatedNeedsOf } from './related-needs';

// Small library entries in the shape the web app builds from the served accommodation.

function entry(key: string, title: string, change: Partial<ReviewEntry> = {}): ReviewEntry {
  return {
    key,
    title,
    tier: 1,
    modification: false,
    needs: ['Reading Fluency'],
    classroomVersions: [],
    sameJob: [],
    ...change,
  };
}

const A2 = entry('A2', 'Text-to-Speech on Tests', {
  tier: 2,
  classroomVersions: [{ key: 'L1', title: 'Text-to-Speech for Class Reading' }],
});
const L1 = entry('L1', 'Text-to-Speech for Class Reading', { tier: 2 });
const A20 = entry('A20', 'Extended Time on Tests', { tier: 1, needs: ['Processing Speed'] });
const C40 = entry('C40', 'Modified Grade-Level Content', {
  tier: 3,
  modification: true,
  needs: ['Reading Comprehension'],
});
const READ_ALOUD = 'Both read the text to the student; one is usually enough.';
const L2 = entry('L2', 'Audiobooks for Assigned Books', {
  sameJob: [{ key: 'L3', title: 'Adult Read-Aloud of Class Texts', note: READ_ALOUD }],
});
const L3 = entry('L3', 'Adult Read-Aloud of Class Texts', {
  sameJob: [{ key: 'L2', title: 'Audiobooks for Assigned Books', note: READ_ALOUD }],
});

const READING = {
  id: 'reading-fluency',
  name: 'Reading Fluency',
  category: 'Learning Needs',
} as const;

function item(of: ReviewEntry, appliesTo: AppliesTo[] = ['instruction']): ReviewItem {
  return { key: of.key, title: of.title, appliesTo };
}

function input(
  items: { item: ReviewItem; entry: ReviewEntry }[],
  change: Partial<ReviewInput> = {},
): ReviewInput {
  return {
    items: items.map((pair) => pair.item),
    entries: new Map(items.map((pair) => [pair.entry.key, pair.entry])),
    needs: [READING],
    related: new Map(),
    planType: 'IEP',
    grade: '5',
    ...change,
  };
}

const pair = (of: ReviewEntry, appliesTo?: AppliesTo[]) => ({
  item: item(of, appliesTo),
  entry: of,
});
const kinds = (review: { kind: ReviewWarningKind }[]) => review.map((warning) => warning.kind);
const ofKind = (review: ReturnType<typeof reviewPlan>, kind: ReviewWarningKind) =>
  review.filter((warning) => warning.kind === kind);

describe('test without classroom', () => {
  it('asks for the classroom version of a state-test item, offering to add it', () => {
    const [warning] = reviewPlan(input([pair(A2, ['state-tests'])]));
    expect(warning).toMatchObject({
      id: 'test-without-classroom:A2',
      kind: 'test-without-classroom',
      title: 'A2 Text-to-Speech on Tests has no classroom version in the plan',
      fixes: [
        { kind: 'add', key: 'L1', title: 'Text-to-Speech for Class Reading' },
        { kind: 'keep' },
      ],
    });
    expect(warning?.why).toContain('Teach with L1 Text-to-Speech for Class Reading, test with A2');
  });

  it('is silenced by a classroom version in the plan', () => {
    expect(reviewPlan(input([pair(A2, ['state-tests']), pair(L1)]))).toEqual([]);
  });

  it('is silenced when the team applies the test support in instruction too', () => {
    expect(reviewPlan(input([pair(A2, ['instruction', 'state-tests'])]))).toEqual([]);
    expect(
      reviewPlan(input([pair(A2, ['classroom-tests', 'state-tests'])])).map((w) => w.kind),
    ).toEqual(['test-without-classroom']);
  });

  it('asks for classroom use of a state-test-only item without a classroom version', () => {
    const [warning] = reviewPlan(input([pair(A20, ['state-tests'])], { needs: [] }));
    expect(warning).toMatchObject({
      kind: 'test-without-classroom',
      title: 'A20 Extended Time on Tests applies to state tests only',
      fixes: [
        { kind: 'apply-in-class', key: 'A20', title: 'Extended Time on Tests' },
        { kind: 'keep' },
      ],
    });
  });

  it('says nothing when that item is also used on classroom tests, or not on state tests', () => {
    const needs = { needs: [] };
    expect(reviewPlan(input([pair(A20, ['classroom-tests', 'state-tests'])], needs))).toEqual([]);
    expect(reviewPlan(input([pair(A2, ['instruction', 'classroom-tests'])], needs))).toEqual([]);
  });
});

describe('modification and the diploma', () => {
  const plan = [pair(C40)];
  const needs = [
    {
      id: 'reading-comprehension',
      name: 'Reading Comprehension',
      category: 'Learning Needs',
    } as const,
  ];

  it('warns on a 504 plan, whatever the grade', () => {
    const [warning] = reviewPlan(input(plan, { planType: '504', grade: '5', needs }));
    expect(warning).toMatchObject({
      kind: 'modification-diploma',
      title: 'C40 Modified Grade-Level Content is a modification',
      fixes: [
        { kind: 'remove', key: 'C40', title: 'Modified Grade-Level Content' },
        { kind: 'keep' },
      ],
    });
    expect(warning?.why).toContain('A 504 plan');
  });

  it('warns on an IEP in grade 10, about credits toward a standard diploma', () => {
    const [warning] = reviewPlan(input(plan, { planType: 'IEP', grade: '10', needs }));
    expect(warning?.kind).toBe('modification-diploma');
    expect(warning?.why).toContain('standard diploma');
  });

  it('says nothing on an IEP in grade 5, or without a plan type and grade (a guest)', () => {
    expect(reviewPlan(input(plan, { planType: 'IEP', grade: '5', needs }))).toEqual([]);
    expect(reviewPlan(input(plan, { planType: null, grade: null, needs }))).toEqual([]);
  });

  it('raises the warning again when the grade changes, so a kept one is looked at anew', () => {
    const grade9 = reviewPlan(input(plan, { grade: '9', needs }));
    const grade10 = reviewPlan(input(plan, { grade: '10', needs }));
    expect(grade9[0]?.id).not.toBe(grade10[0]?.id);
  });
});

describe('many Tier 3 items', () => {
  const tier3 = (n: number) =>
    Array.from({ length: n }, (_, index) =>
      pair(entry(`B${index + 1}`, `Intensive Support ${index + 1}`, { tier: 3 })),
    );

  it(`allows ${TIER_3_ITEMS_MAX} and warns at ${TIER_3_ITEMS_MAX + 1}, naming them`, () => {
    expect(reviewPlan(input(tier3(3)))).toEqual([]);
    const [warning] = reviewPlan(input(tier3(4)));
    expect(warning).toMatchObject({
      id: 'many-tier-3:B1+B2+B3+B4',
      kind: 'many-tier-3',
      title: '4 items are Tier 3 (intensive)',
      fixes: [
        { kind: 'remove', key: 'B1', title: 'Intensive Support 1' },
        { kind: 'remove', key: 'B2', title: 'Intensive Support 2' },
        { kind: 'remove', key: 'B3', title: 'Intensive Support 3' },
        { kind: 'remove', key: 'B4', title: 'Intensive Support 4' },
        { kind: 'keep' },
      ],
    });
    expect(warning?.why).toContain('B4 Intensive Support 4');
  });

  it('keeps a long id within what a saved plan accepts', () => {
    const [warning] = reviewPlan(input(tier3(60)));
    expect(warning?.id.length).toBeLessThanOrEqual(REVIEW_ID_MAX);
    expect(warning?.id).toMatch(/^many-tier-3:/);
    expect(reviewPlan(input(tier3(60)))[0]?.id).toBe(warning?.id);
    expect(reviewPlan(input(tier3(61)))[0]?.id).not.toBe(warning?.id);
  });
});

describe('an item that matches no need', () => {
  it('warns about an item serving none of the chosen needs, offering to remove it', () => {
    const review = reviewPlan(input([pair(L1), pair(A20, ['classroom-tests', 'state-tests'])]));
    expect(ofKind(review, 'matches-no-need')).toMatchObject([
      {
        id: 'matches-no-need:A20',
        title: "A20 Extended Time on Tests matches none of the student's needs",
        fixes: [{ kind: 'remove', key: 'A20', title: 'Extended Time on Tests' }, { kind: 'keep' }],
      },
    ]);
  });

  it('counts a related need as served, either way round', () => {
    const related = relatedNeedsOf([{ name: 'Test Anxiety', related: ['Anxiety'] }]);
    const calm = entry('B7', 'Testing in a Quiet Room', { needs: ['Test Anxiety'] });
    const anxiety = {
      id: 'anxiety',
      name: 'Anxiety',
      category: 'Social / Emotional / Behavioral Needs',
    } as const;
    expect(reviewPlan(input([pair(calm)], { needs: [anxiety], related }))).toEqual([]);
    expect(kinds(reviewPlan(input([pair(calm)], { needs: [anxiety] })))).toEqual([
      'matches-no-need',
      'need-without-item',
    ]);
    const checkIns = entry('B8', 'Daily Check-In', { needs: ['Anxiety'] });
    const testAnxiety = { id: 'test-anxiety', name: 'test anxiety ', category: anxiety.category };
    expect(reviewPlan(input([pair(checkIns)], { needs: [testAnxiety], related }))).toEqual([]);
  });

  it('never warns because of custom needs, and not at all with custom needs only', () => {
    const custom = { id: 'cn000', name: 'Copying from the board', category: null };
    expect(reviewPlan(input([pair(A20, ['instruction'])], { needs: [custom] }))).toEqual([]);
    expect(reviewPlan(input([pair(L1)], { needs: [READING, custom] }))).toEqual([]);
  });
});

describe('items that do the same job', () => {
  it('warns once for a pair, with the group’s note and a remove for each', () => {
    const review = reviewPlan(input([pair(L2), pair(L3)]));
    expect(review).toEqual([
      {
        id: 'same-job:L2+L3',
        kind: 'same-job',
        title:
          'L2 Audiobooks for Assigned Books and L3 Adult Read-Aloud of Class Texts do the same job',
        why: READ_ALOUD,
        fixes: [
          { kind: 'remove', key: 'L2', title: 'Audiobooks for Assigned Books' },
          { kind: 'remove', key: 'L3', title: 'Adult Read-Aloud of Class Texts' },
          { kind: 'keep' },
        ],
      },
    ]);
    expect(reviewPlan(input([pair(L2)]))).toEqual([]);
  });

  it('gives each group an entry belongs to its own warning, the same from every member', () => {
    const BOOKS = 'Both give the student the book in another form.';
    const l2 = entry(L2.key, L2.title, {
      sameJob: [...L2.sameJob, { key: 'L9', title: 'Digital Textbooks', note: BOOKS }],
    });
    const l9 = entry('L9', 'Digital Textbooks', {
      sameJob: [{ key: 'L2', title: L2.title, note: BOOKS }],
    });
    const review = reviewPlan(input([pair(L3), pair(l9), pair(l2)]));
    expect(review.map((warning) => [warning.id, warning.why])).toEqual([
      ['same-job:L2+L3', READ_ALOUD],
      ['same-job:L2+L9', BOOKS],
    ]);
  });
});

describe('a need without an item', () => {
  const memory = {
    id: 'working-memory',
    name: 'Working Memory',
    category: 'Intellectual Needs',
  } as const;

  it('offers to find supports for a chosen need nothing in the plan serves', () => {
    const review = reviewPlan(input([pair(L1)], { needs: [READING, memory] }));
    expect(review).toEqual([
      {
        id: 'need-without-item:working-memory',
        kind: 'need-without-item',
        title: 'No item serves Working Memory',
        why: expect.stringContaining('nothing in the plan addresses it'),
        fixes: [
          { kind: 'find', needId: 'working-memory', needName: 'Working Memory' },
          { kind: 'keep' },
        ],
      },
    ]);
  });

  it('waits until every item’s entry is loaded', () => {
    const loading = input([pair(L1)], { needs: [READING, memory] });
    const partial = { ...loading, items: [...loading.items, item(A2)] };
    expect(ofKind(reviewPlan(partial), 'need-without-item')).toEqual([]);
  });

  it('never asks for a custom need', () => {
    const custom = { id: 'cn000', name: 'Copying from the board', category: null };
    expect(reviewPlan(input([pair(L1)], { needs: [READING, custom] }))).toEqual([]);
  });
});

describe('the review as a whole', () => {
  it('lists warnings in the order of the kinds; an item not loaded yet raises none of its own', () => {
    const plan = input([pair(L2), pair(L3), pair(C40), pair(A2, ['state-tests'])], {
      grade: '11',
    });
    expect(kinds(reviewPlan(plan))).toEqual([
      'test-without-classroom',
      'modification-diploma',
      'matches-no-need',
      'same-job',
    ]);
    // L3, C40 and A2 still loading: only L2's entry speaks, and L3 is in the plan.
    const unloaded = { ...plan, entries: new Map([['L2', L2]]) };
    expect(kinds(reviewPlan(unloaded))).toEqual(['same-job']);
  });

  it('splits off the warnings the team kept, ignoring kept ids no longer raised', () => {
    const review = reviewPlan(input([pair(L2), pair(L3), pair(A20, ['state-tests'])]));
    const split = splitKept(review, ['same-job:L2+L3', 'many-tier-3:B1+B2+B3+B4']);
    expect(split.kept.map((warning) => warning.id)).toEqual(['same-job:L2+L3']);
    expect(kinds(split.open)).toEqual(['test-without-classroom', 'matches-no-need']);
    expect(splitKept(review, undefined)).toEqual({ open: review, kept: [] });
  });

  it('reads an item’s places from its details, else the entry’s defaults', () => {
    const details = {
      setting: '',
      when: '',
      amount: '',
      provider: '',
      appliesTo: ['classroom-tests' as const],
      statement: null,
    };
    expect(reviewItemOf({ key: 'A20', title: 'Extended Time', details }, ['state-tests'])).toEqual({
      key: 'A20',
      title: 'Extended Time',
      appliesTo: ['classroom-tests'],
    });
    expect(reviewItemOf({ key: 'A20', title: 'Extended Time' }, ['state-tests']).appliesTo).toEqual(
      ['state-tests'],
    );
    expect(reviewItemOf({ key: 'A20', title: 'Extended Time' }, undefined).appliesTo).toEqual([]);
  });
});
