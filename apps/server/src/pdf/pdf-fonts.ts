import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Font, type GlyphRun, create } from 'fontkit';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * DejaVu Sans is embedded (subset) rather than using the PDF standard fonts, whose
 * Latin-1 encoding cannot show every character a custom need or the library may hold
 * (−, ≈, names in other alphabets). Its condensed cut has the same letters, as tall and
 * about a tenth narrower: a longer family summary narrows its letters before it would
 * shrink them (decision 030).
 */
const FONT_FILES = {
  standard: {
    regular: 'DejaVuSans.ttf',
    bold: 'DejaVuSans-Bold.ttf',
    italic: 'DejaVuSans-Oblique.ttf',
    boldItalic: 'DejaVuSans-BoldOblique.ttf',
  },
  condensed: {
    regular: 'DejaVuSansCondensed.ttf',
    bold: 'DejaVuSansCondensed-Bold.ttf',
    italic: 'DejaVuSansCondensed-Oblique.ttf',
    boldItalic: 'DejaVuSansCondensed-BoldOblique.ttf',
  },
} as const;

/** How wide a document's letters are set. */
export type FontWidth = keyof typeof FONT_FILES;
type FontName = keyof (typeof FONT_FILES)[FontWidth];

/**
 * Words each font remembers the shape of. The library's vocabulary is a few thousand words;
 * the limit only bounds what typed text (names, notes) can add over a long run.
 */
const SHAPED_WORDS_MAX = 20_000;

/**
 * Makes `font.layout` remember each word's glyphs and positions. Shaping (ligatures, kerning)
 * is most of a document's cost and gives the same answer for the same word every time, so
 * it is done once per thread rather than once per document.
 */
function rememberShapes(font: Font): Font {
  const shape = font.layout.bind(font);
  const shaped = new Map<string, GlyphRun>();
  font.layout = (text, features, ...more) => {
    if (features !== undefined || more.length > 0) return shape(text, features, ...more);
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= SHAPED_WORDS_MAX) shaped.clear();
      run = shape(text);
      shaped.set(text, run);
    }
    return freshCopy(run);
  };
  return font;
}

// pdfkit scales the positions of the run it gets in place, so each caller needs its own.
// Each copy names the four fields: pdfkit walks them with `for…in`, which is several times
// slower on spread copies.
function freshCopy(run: GlyphRun): GlyphRun {
  const positions = run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
    xAdvance,
    yAdvance,
    xOffset,
    yOffset,
  }));
  return {
    glyphs: run.glyphs,
    positions,
    get advanceWidth() {
      let width = 0;
      for (const position of positions) width += position.xAdvance;
      return width;
    },
  };
}

const fonts: Partial<Record<FontWidth, Record<FontName, Font>>> = {};

/**
 * The document fonts of one width, read and parsed once per thread: each document embeds its
 * own subset of them, but the font tables and shaped words are shared.
 */
export function documentFonts(width: FontWidth = 'standard'): Record<FontName, Font> {
  fonts[width] ??= Object.fromEntries(
    Object.entries(FONT_FILES[width]).map(([name, file]) => [
      name,
      rememberShapes(create(readFileSync(join(fontDir, file)))),
    ]),
  ) as Record<FontName, Font>;
  return fonts[width];
}
