// The part of fontkit (pdfkit's font engine, which ships no types) that pdf-fonts.ts uses.
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

  export interface Font {
    layout(text: string, features?: unknown, ...more: unknown[]): GlyphRun;
  }

  export function create(buffer: Uint8Array): Font;
}
