import { describe, expect, it } from 'vitest';
import { styledSeries } from './line-styles';

const FIVE = ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, name: key.toUpperCase() }));

describe('styledSeries', () => {
  it('tells every line apart by dash pattern and marker, not by colour alone', () => {
    const series = styledSeries(FIVE);
    expect(new Set(series.map((line) => line.dash)).size).toBe(FIVE.length);
    expect(new Set(series.map((line) => line.marker)).size).toBe(FIVE.length);
    expect(series.map((line) => line.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('gives the same look to the same place on every chart', () => {
    const [first] = styledSeries([{ key: 'provided', name: 'Provided (%)' }]);
    const [other] = styledSeries([{ key: 'activeUsers', name: 'Staff signed in' }]);
    expect(first).toMatchObject({
      stroke: other?.stroke,
      dash: other?.dash,
      marker: other?.marker,
    });
  });

  it('refuses more lines than it has looks for', () => {
    expect(() => styledSeries([...FIVE, { key: 'f', name: 'F' }])).toThrow(/at most 5 lines/);
  });
});
