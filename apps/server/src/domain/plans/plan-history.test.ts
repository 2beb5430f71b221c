import { describe, expect, it } from 'vitest';
import type { PlanDetails, StudentPlanState } from '@trellis/shared/student-plans';
import { detailChanges, stateChanges } from './plan-history';

const reading = {
  id: 'reading-fluency',
  name: 'Reading Fluency',
  category: 'Learning Needs' as const,
  priority: 1 as const,
};
const anxiety = {
  id: 'anxiety',
  name: 'Anxiety',
  category: 'Social / Emotional / Behavioral Needs' as const,
  priority: 1.5 as const,
};

const before: StudentPlanState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [reading, anxiety],
  plan: [
    { key: 'C3', title: 'Graph Paper' },
    { key: 'B1', title: 'Visual Schedule' },
  ],
};

describe('history of a state save', () => {
  it('says nothing when nothing changed, or only the order did', () => {
    expect(stateChanges(before, before)).toEqual([]);
    expect(stateChanges(before, { ...before, plan: [...before.plan].reverse() })).toEqual([]);
  });

  it('writes one line per kind of change, naming what was added and removed', () => {
    const after: StudentPlanState = {
      strengths: [{ id: 'cs000', name: 'Loves comics' }],
      needs: [{ ...reading, priority: 1.5 }],
      plan: [
        { key: 'B1', title: 'Visual Schedule' },
        { key: 'L12', title: 'Audiobooks' },
      ],
    };
    expect(stateChanges(before, after)).toEqual([
      { kind: 'strengths', summary: 'Added Loves comics; removed Visual Learner' },
      { kind: 'needs', summary: 'Removed Anxiety' },
      { kind: 'priorities', summary: 'Reading Fluency: Medium → High' },
      { kind: 'items', summary: 'Added L12 Audiobooks; removed C3 Graph Paper' },
    ]);
  });

  it('reads a renamed custom entry as removed and added', () => {
    const custom = { ...before, strengths: [{ id: 'cs001', name: 'Draws' }] };
    const renamed = { ...before, strengths: [{ id: 'cs001', name: 'Draws comics' }] };
    expect(stateChanges(custom, renamed)).toEqual([
      { kind: 'strengths', summary: 'Added Draws comics; removed Draws' },
    ]);
  });

  it('names items whose implementation details changed, whatever order the fields came in', () => {
    const details = {
      setting: 'math',
      when: '',
      amount: 'time and a half',
      provider: 'the math teacher',
      appliesTo: ['classroom-tests' as const, 'state-tests' as const],
      statement: null,
    };
    const [graphPaper, schedule] = [
      { key: 'C3', title: 'Graph Paper' },
      { key: 'B1', title: 'Visual Schedule' },
    ];
    const edited = { ...before, plan: [{ ...graphPaper, details }, schedule] };
    expect(stateChanges(before, edited)).toEqual([
      { kind: 'statements', summary: 'Changed the details of C3 Graph Paper' },
    ]);
    const reordered = {
      ...edited,
      plan: [
        {
          ...graphPaper,
          details: { ...details, appliesTo: ['state-tests' as const, 'classroom-tests' as const] },
        },
        schedule,
      ],
    };
    expect(stateChanges(edited, reordered)).toEqual([]);
    // A new item with details is an addition, not a change of details.
    const added = {
      ...before,
      plan: [...before.plan, { key: 'A28', title: 'Extended Time', details }],
    };
    expect(stateChanges(before, added)).toEqual([
      { kind: 'items', summary: 'Added A28 Extended Time' },
    ]);
  });

  it('counts review warnings kept and shown again', () => {
    const kept = { ...before, reviewKept: ['same-job:A1+A2', 'many-tier-3:A1+A2+A3+A4'] };
    expect(stateChanges(before, kept)).toEqual([
      { kind: 'review', summary: 'Kept 2 warnings as is' },
    ]);
    expect(stateChanges(kept, { ...before, reviewKept: ['same-job:A1+A2'] })).toEqual([
      { kind: 'review', summary: 'Showed 1 warning again' },
    ]);
  });

  it('counts what a long list leaves out', () => {
    const plan = Array.from({ length: 13 }, (_, i) => ({ key: `L${i + 1}`, title: 'Item' }));
    const [line] = stateChanges({ ...before, plan: [] }, { ...before, plan });
    expect(line?.summary).toMatch(/^Added L1 Item, .*, L10 Item and 3 more$/);
  });
});

describe('history of a change of details', () => {
  const details: PlanDetails = {
    label: 'J.T.',
    grade: '3',
    planType: 'IEP',
    meetingDate: null,
    reviewDate: '2027-03-01',
    note: '',
  };

  it('names each changed detail, and nothing for values that did not change', () => {
    expect(
      detailChanges(details, {
        label: 'J.T.R.',
        grade: 'K',
        reviewDate: '2027-04-02',
        meetingDate: '2027-02-10',
        planType: 'IEP',
        note: 'Prefers mornings',
      }),
    ).toBe(
      'Renamed J.T. → J.T.R.; Grade 3 → Kindergarten; Meeting date none → 2027-02-10; Review date 2027-03-01 → 2027-04-02; Note added',
    );
    expect(detailChanges(details, { label: 'J.T.', planType: 'IEP' })).toBeNull();
    expect(detailChanges(details, {})).toBeNull();
  });

  it('says when a value is cleared', () => {
    expect(detailChanges(details, { grade: null, reviewDate: null })).toBe(
      'Grade 3 → No grade; Review date 2027-03-01 → none',
    );
    expect(detailChanges({ ...details, note: 'x' }, { note: '' })).toBe('Note removed');
    expect(detailChanges({ ...details, note: 'x' }, { note: 'y' })).toBe('Note changed');
  });
});
