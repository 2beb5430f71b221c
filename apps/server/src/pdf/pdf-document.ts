import PDFDocument from 'pdfkit';
import { type FontWidth, documentFonts } from './pdf-fonts';
import { addBookmarks, artifact, beginStructure } from './pdf-structure';

/** The brand green of the UI, for headings. */
export const BRAND = '#1d6b57';
/** Body text colour. */
export const INK = '#212529';
/** Secondary text colour (4.5:1 on white). */
export const MUTED = '#5c636a';

export const MARGIN = 54;

export type Pdf = PDFKit.PDFDocument;

/**
 * A US Letter document (portrait unless `layout` says otherwise) with the fonts registered
 * and every page kept for numbering; tagged for PDF/UA (see pdf-structure.ts), in US English
 * unless `lang` names another language, its title shown as the window title.
 */
export function createPdf(info: {
  title: string;
  author: string;
  layout?: 'portrait' | 'landscape';
  /** The document's language, BCP 47 (a family summary in Spanish: es-US). */
  lang?: string;
  /** The page margin in points (three quarters of an inch unless said). */
  margin?: number;
  /** How wide the letters are set (DejaVu Sans unless said; its condensed cut). */
  fontWidth?: FontWidth;
}): Pdf {
  const margin = info.margin ?? MARGIN;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: info.layout ?? 'portrait',
    margins: { top: margin, bottom: margin + 14, left: margin, right: margin },
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Creator: 'Trellis' },
    lang: info.lang ?? 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    tagged: true,
    // pdfkit's types list only the PDF/A subsets; 'PDF/UA' adds the PDF/UA identification.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
  });
  beginStructure(doc);
  // pdfkit also takes an opened fontkit font (its types list only files and bytes): the
  // fonts are parsed once per thread instead of once per document.
  for (const [name, font] of Object.entries(documentFonts(info.fontWidth))) {
    doc.registerFont(name, font as unknown as Buffer);
  }
  doc.font('regular').fontSize(10.5).fillColor(INK);
  return doc;
}

/** The usable width between the margins. */
export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` points still fit on this one. */
export function keepTogether(doc: Pdf, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** "Page n of N", as the foot of a page says it in English. */
const englishPageText = (page: number, count: number) => `Page ${page} of ${count}`;

/**
 * Writes "<label> · Page n of N" at the foot of every page, as page furniture readers skip;
 * `pageText` words "Page n of N" in another language (a family summary in Spanish).
 */
export function numberPages(
  doc: Pdf,
  label: string,
  pageText: (page: number, count: number) => string = englishPageText,
) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const { bottom, left } = doc.page.margins;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () =>
        doc
          .font('regular')
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(`${label} · ${pageText(i + 1, range.count)}`, left, doc.page.height - bottom + 20, {
            width: contentWidth(doc),
            align: 'center',
            lineBreak: false,
          }),
      'Pagination',
    );
    doc.page.margins.bottom = bottom;
  }
}

/** Adds the bookmarks, ends the document and returns its bytes. */
export function finish(doc: Pdf): Promise<Buffer> {
  addBookmarks(doc);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
