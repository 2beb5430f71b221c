import { describe, expect, it } from 'vitest';
import { csvCell, csvText, parseCsv } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });
});

describe('csvText and parseCsv', () => {
  it('read back what they write, whatever the cells hold', () => {
    const rows = [
      ['key', 'statement'],
      ['A1', 'During math, "quoted", the student\nwill be provided a, b'],
      ['B2', ''],
    ];
    expect(parseCsv(csvText(rows))).toEqual(rows);
  });
});
