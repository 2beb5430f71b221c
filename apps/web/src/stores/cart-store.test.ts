import { STUDENT_PLAN_MAX_ITEMS } from '@trellis/shared/plan-limits';
import { beforeEach, describe, expect, it } from 'vitest';

import { useCartStore } from './cart-store';

describe('the plan cart', () => {
  beforeEach(() => useCartStore.getState().clear());

  it('appends items and keeps each key once', () => {
    const { add } = useCartStore.getState();
    add({ key: 'L12', title: 'Audiobooks' });
    add({ key: 'B3', title: 'Check-in' });
    add({ key: 'L12', title: 'Audiobooks' });
    expect(useCartStore.getState().items.map((item) => item.key)).toEqual(['L12', 'B3']);
  });

  it('removes by key and clears', () => {
    const { add, remove, clear } = useCartStore.getState();
    add({ key: 'A1', title: 'Extended time' });
    add({ key: 'C2', title: 'Fewer items' });
    remove('A1');
    expect(useCartStore.getState().items).toEqual([{ key: 'C2', title: 'Fewer items' }]);
    clear();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('holds at most a student plan’s limit of accommodations', () => {
    const { add } = useCartStore.getState();
    for (let n = 1; n <= STUDENT_PLAN_MAX_ITEMS + 5; n += 1)
      add({ key: `L${n}`, title: `Item ${n}` });
    expect(useCartStore.getState().items).toHaveLength(STUDENT_PLAN_MAX_ITEMS);
    expect(useCartStore.getState().items.at(-1)?.key).toBe(`L${STUDENT_PLAN_MAX_ITEMS}`);
  });

  it('keeps a warning once, dropping kept ids the plan no longer raises when told them', () => {
    const { keepWarning } = useCartStore.getState();
    keepWarning('same-job:L2+L3');
    keepWarning('many-tier-3:B1+B2+B3+B4');
    keepWarning('same-job:L2+L3');
    expect(useCartStore.getState().reviewKept).toEqual([
      'same-job:L2+L3',
      'many-tier-3:B1+B2+B3+B4',
    ]);
    keepWarning('many-tier-3:B1+B2+B3+B4+B5', new Set(['same-job:L2+L3']));
    expect(useCartStore.getState().reviewKept).toEqual([
      'same-job:L2+L3',
      'many-tier-3:B1+B2+B3+B4+B5',
    ]);
  });

  it('survives a reload through browser storage', () => {
    useCartStore.getState().add({ key: 'C7', title: 'Word bank' });
    expect(localStorage.getItem('trellis-cart')).toContain('C7');
  });
});
