import { afterEach, expect, it, vi } from 'vitest';
import { documentFonts } from './pdf-fonts';
import { createPdf, finish } from './pdf-document';
import { writeMarkdown } from './pdf-text';

afterEach(() => {
  vi.useRealTimers();
});

it('gives every caller its own copy of a remembered word', () => {
  const { regular } = documentFonts();
  const first = regular.layout('Accommodation');
  const width = first.advanceWidth;
  // What pdfkit does to each run it is given.
  for (const position of first.positions) position.xAdvance *= 1000 / 2048;
  expect(regular.layout('Accommodation').advanceWidth).toBe(width);
});

it('makes the same document from remembered shapes as from fresh ones', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  const render = () => {
    const doc = createPdf({ title: 'Fonts', author: 'Pat Lee' });
    // Kerning pairs, a ligature candidate, styles, and characters beyond Latin-1.
    writeMarkdown(
      doc,
      'AVATAR office **Wave** *Tyre* − ≈ Ωmega, “quoted” and a long line '.repeat(20),
    );
    return finish(doc);
  };
  const fresh = await render();
  const remembered = await render();
  expect(remembered.equals(fresh)).toBe(true);
});

it('has a condensed cut as tall as the standard letters, about a tenth narrower', () => {
  const standard = documentFonts('standard');
  const condensed = documentFonts('condensed');
  const sentence = 'Su hijo o hija responde los exámenes con lo que usa cada día en clase.';
  for (const name of ['regular', 'bold'] as const) {
    const xHeight = (font: (typeof standard)['regular']) =>
      font.glyphForCodePoint('x'.codePointAt(0) ?? 0).bbox.maxY / font.unitsPerEm;
    expect(xHeight(condensed[name])).toBeCloseTo(xHeight(standard[name]), 3);
    const ratio =
      condensed[name].layout(sentence).advanceWidth / standard[name].layout(sentence).advanceWidth;
    expect(ratio).toBeGreaterThan(0.85);
    expect(ratio).toBeLessThan(0.95);
  }
});
