import { describe, expect, it } from 'vitest';
import { groupNeedsByCategory, OTHER_NEEDS_GROUP } from './builder';
import { priorityLabel } from './priorities';

describe('groupNeedsByCategory', () => {
  it('orders the four categories, puts custom needs last and leaves out empty groups', () => {
    const groups = groupNeedsByCategory([
      { name: 'Anxiety', category: 'Social / Emotional / Behavioral Needs' },
      { name: 'Copying from the board', category: null },
      { name: 'Reading Fluency', category: 'Learning Needs' },
    ]);
    expect(groups.map((group) => [group.name, group.needs.map((need) => need.name)])).toEqual([
      ['Learning Needs', ['Reading Fluency']],
      ['Social / Emotional / Behavioral Needs', ['Anxiety']],
      [OTHER_NEEDS_GROUP, ['Copying from the board']],
    ]);
  });
});

describe('priorityLabel', () => {
  it.each([
    [1.5, 'High'],
    [1, 'Medium'],
    [0.5, 'Low'],
  ])('%d reads %s', (value, label) => {
    expect(priorityLabel(value)).toBe(label);
  });
});
