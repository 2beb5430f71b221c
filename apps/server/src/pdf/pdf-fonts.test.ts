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
