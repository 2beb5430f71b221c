import { describe, expect, it } from 'vitest';
import { filterOf, quickChoiceOf, quickRange, searchOf } from './monitoring-filter';

const ANA = '11111111-1111-4111-8111-111111111111';
const TODAY = '2026-11-25'; // a Wednesday

describe('the monitoring filter in the address', () => {
  it('reads dates and a known implementer, and leaves out anything else', () => {
    expect(
      filterOf(new URLSearchParams(`implementer=${ANA}&from=2026-11-02&to=2026-11-20`), [ANA]),
    ).toEqual({
      implementerId: ANA,
      from: '2026-11-02',
      to: '2026-11-20',
    });
    expect(
      filterOf(new URLSearchParams('implementer=someone-else&from=2026-02-30&to=soon'), [ANA]),
    ).toEqual({});
  });

  it('writes the same filter back', () => {
    const filter = { implementerId: ANA, from: '2026-11-02' };
    expect(searchOf(filter).toString()).toBe(`implementer=${ANA}&from=2026-11-02`);
    expect(filterOf(searchOf(filter), [ANA])).toEqual(filter);
  });

  it.each([
    [4, { from: '2026-11-02' }],
    [12, { from: '2026-09-07' }],
    [null, {}],
  ] as const)('starts the last %s weeks on the Monday that makes them whole', (weeks, range) => {
    expect(quickRange(weeks, TODAY)).toEqual(range);
    expect(quickChoiceOf(range, TODAY)).toBe(weeks);
  });

  it('names no quick choice for a range of the reader’s own', () => {
    expect(quickChoiceOf({ from: '2026-11-03' }, TODAY)).toBeUndefined();
    expect(quickChoiceOf({ from: '2026-11-02', to: '2026-11-20' }, TODAY)).toBeUndefined();
  });
});
