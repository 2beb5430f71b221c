import { describe, expect, it } from 'vitest';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { describeDifferences } from './plan-differences';

const base: StudentPlanState = {
  strengths: [{ id: 'cs000', name: 'Drawing' }],
  needs: [
    { id: 'reading', name: 'Reading', category: 'Learning Needs', priority: 1 },
    { id: 'cn000', name: 'Copying', category: null, priority: 0.5 },
  ],
  plan: [{ key: 'L12', title: 'Audiobooks' }],
};

describe('what keeping my copy would change in theirs', () => {
  it('is nothing for the same choices, whatever the item titles say', () => {
    const theirs = { ...base, plan: [{ key: 'L12', title: 'Audiobooks (new title)' }] };
    expect(describeDifferences(base, theirs)).toEqual([]);
  });

  it('names renamed custom entries and changed priorities', () => {
    const mine: StudentPlanState = {
      ...base,
      strengths: [{ id: 'cs000', name: 'Drawing and painting' }],
      needs: [
        { id: 'reading', name: 'Reading', category: 'Learning Needs', priority: 1.5 },
        { id: 'cn000', name: 'Copying', category: null, priority: 0.5 },
      ],
    };
    expect(describeDifferences(mine, base)).toEqual([
      'Renames the strength “Drawing” to “Drawing and painting”',
      'Changes the priority of the need “Reading” from Medium to High',
    ]);
  });

  it('names items whose details differ, whatever order the places come in', () => {
    const details = {
      setting: 'all tests',
      when: '',
      amount: 'time and a half',
      provider: '',
      appliesTo: ['classroom-tests' as const, 'state-tests' as const],
      statement: null,
    };
    const theirs: StudentPlanState = {
      ...base,
      plan: [...base.plan, { key: 'A28', title: 'Extended Time on Tests', details }],
    };
    const reordered = {
      ...details,
      appliesTo: ['state-tests' as const, 'classroom-tests' as const],
    };
    const same = {
      ...base,
      plan: [...base.plan, { key: 'A28', title: 'Extended Time on Tests', details: reordered }],
    };
    expect(describeDifferences(same, theirs)).toEqual([]);
    const audiobooksInClass = {
      key: 'L12',
      title: 'Audiobooks',
      details: { ...details, appliesTo: ['instruction' as const] },
    };
    const mine: StudentPlanState = {
      ...base,
      plan: [
        audiobooksInClass,
        {
          key: 'A28',
          title: 'Extended Time on Tests',
          details: { ...details, amount: 'double time' },
        },
      ],
    };
    expect(describeDifferences(mine, theirs)).toEqual([
      'Changes the details of L12 Audiobooks',
      'Changes the details of A28 Extended Time on Tests',
    ]);
    // Library defaults (no details) on one side only count as a change too.
    expect(describeDifferences(base, { ...base, plan: [audiobooksInClass] })).toEqual([
      'Changes the details of L12 Audiobooks',
    ]);
  });

  it('counts the review warnings keeping mine would keep or show again', () => {
    const theirs = { ...base, reviewKept: ['same-job:L2+L3'] };
    expect(
      describeDifferences(
        { ...base, reviewKept: ['many-tier-3:B20', 'need-without-item:x'] },
        theirs,
      ),
    ).toEqual(['Keeps 2 warnings as is', 'Shows 1 warning again']);
    expect(describeDifferences(base, theirs)).toEqual(['Shows 1 warning again']);
    expect(describeDifferences({ ...base, reviewKept: ['same-job:L2+L3'] }, theirs)).toEqual([]);
  });
});
