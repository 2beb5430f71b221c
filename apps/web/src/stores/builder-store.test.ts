import { CUSTOM_NEED_IDS, CUSTOM_STRENGTH_IDS } from '@trellis/shared/builder-slots';
import { beforeEach, describe, expect, it } from 'vitest';

import { customSlotNames, useBuilderStore } from './builder-store';

const anxiety = {
  id: 'anxiety',
  name: 'Anxiety',
  category: 'Social / Emotional / Behavioral Needs',
} as const;
const fluency = {
  id: 'reading-fluency',
  name: 'Reading Fluency',
  category: 'Learning Needs',
} as const;

const state = () => useBuilderStore.getState();

describe('the builder state (spec §4)', () => {
  beforeEach(() => state().reset());

  it('toggles strengths and needs on and off; a new need starts at Medium (1)', () => {
    state().toggleStrength({ id: 'visual-learner', name: 'Visual Learner' });
    state().toggleNeed(anxiety);
    expect(state().strengths).toEqual([{ id: 'visual-learner', name: 'Visual Learner' }]);
    expect(state().needs).toEqual([{ ...anxiety, priority: 1 }]);
    state().toggleStrength({ id: 'visual-learner', name: 'Visual Learner' });
    state().toggleNeed(anxiety);
    expect(state().strengths).toEqual([]);
    expect(state().needs).toEqual([]);
  });

  it('keeps only the fields it saves, whatever the caller passes', () => {
    state().toggleNeed({ ...anxiety, description: 'long text' } as typeof anxiety);
    expect(Object.keys(state().needs[0] ?? {}).sort()).toEqual([
      'category',
      'id',
      'name',
      'priority',
    ]);
  });

  it('sets a priority and deletes a need', () => {
    state().toggleNeed(anxiety);
    state().toggleNeed(fluency);
    state().setNeedPriority('anxiety', 1.5);
    expect(state().needs.map((need) => [need.id, need.priority])).toEqual([
      ['anxiety', 1.5],
      ['reading-fluency', 1],
    ]);
    state().removeNeed('anxiety');
    expect(state().needs.map((need) => need.id)).toEqual(['reading-fluency']);
  });

  it('re-saves custom slots on leaving a field: empty slots removed, filled ones re-added', () => {
    state().toggleStrength({ id: 'visual-learner', name: 'Visual Learner' });
    state().saveCustomStrengths(['  Loves comics ', '', 'Kind to peers', '', '', '']);
    expect(state().strengths).toEqual([
      { id: 'visual-learner', name: 'Visual Learner' },
      { id: 'cs000', name: 'Loves comics' },
      { id: 'cs002', name: 'Kind to peers' },
    ]);
    state().saveCustomStrengths(['', '', 'Kind to peers', '', '', 'Chess']);
    expect(state().strengths.map((strength) => strength.id)).toEqual([
      'visual-learner',
      'cs002',
      'cs005',
    ]);
    expect(customSlotNames(state().strengths, CUSTOM_STRENGTH_IDS)).toEqual([
      '',
      '',
      'Kind to peers',
      '',
      '',
      'Chess',
    ]);
  });

  it('gives custom needs no category and keeps a priority set in step 3 when re-saved', () => {
    state().saveCustomNeeds(['Copying from the board', '', '', '', '', '']);
    expect(state().needs).toEqual([
      { id: 'cn000', name: 'Copying from the board', category: null, priority: 1 },
    ]);
    state().setNeedPriority('cn000', 0.5);
    state().saveCustomNeeds(['Copying from the whiteboard', '', '', '', '', '']);
    expect(state().needs).toEqual([
      { id: 'cn000', name: 'Copying from the whiteboard', category: null, priority: 0.5 },
    ]);
    expect(customSlotNames(state().needs, CUSTOM_NEED_IDS)[0]).toBe('Copying from the whiteboard');
  });

  it('resets strengths and needs', () => {
    state().toggleStrength({ id: 'visual-learner', name: 'Visual Learner' });
    state().toggleNeed(anxiety);
    state().reset();
    expect(state().strengths).toEqual([]);
    expect(state().needs).toEqual([]);
  });

  it('survives a reload through browser storage', () => {
    state().toggleNeed(fluency);
    expect(localStorage.getItem('trellis-builder')).toContain('reading-fluency');
  });
});
