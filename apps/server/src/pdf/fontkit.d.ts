// The part of fontkit (pdfkit's font engine, which ships no types) that pdf-fonts.ts and its
// test use.
declare module 'fontkit' {
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }

  export interface GlyphRun {
    glyphs: unknown[];
    positions: GlyphPosition[];
    readonly advanceWidth: number;
  }

  export interface Glyph {
    readonly bbox: { readonly maxY: number };
  }

  export interface Font {
    readonly unitsPerEm: number;
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string, features?: unknown, ...more: unknown[]): GlyphRun;
  }

  export function create(buffer: Uint8Array): Font;
}
