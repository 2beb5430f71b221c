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
});
