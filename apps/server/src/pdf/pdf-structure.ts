import type { Pdf } from './pdf-document';

// The logical structure of a tagged PDF (PDF/UA), kept in one place so the renderers only
// say what each piece is: `group` for containers (Sect, L, LI, Table, TR), `tagged` for
// content (H1–H3, P, Lbl, LBody, TH, TD), `artifact` for what a reader should skip (rules,
// bullets, fills, page numbers, a table header repeated on a later page). It uses pdfkit's
// own structure elements and marked content.
//
// Marked content cannot nest: pdfkit closes an open tagged run when an artifact starts, so
// draw decorations before or after `tagged`, never inside it.

type Element = PDFKit.PDFStructureElement;

export type ContentRole = 'H1' | 'H2' | 'H3' | 'P' | 'Lbl' | 'LBody' | 'TH' | 'TD';
export type GroupRole = 'Sect' | 'L' | 'LI' | 'Table' | 'TR';

interface Heading {
  title: string;
  page: number;
}

interface Structure {
  /** The open containers, innermost last; the first is the Document element. */
  open: Element[];
  /** The headings to bookmark, in order. */
  headings: Heading[];
}

const structures = new WeakMap<Pdf, Structure>();

/** Starts the structure tree of a new document: everything goes inside one Document element. */
export function beginStructure(doc: Pdf) {
  const root = doc.struct('Document');
  doc.addStructure(root);
  structures.set(doc, { open: [root], headings: [] });
}

function structureOf(doc: Pdf): Structure {
  const structure = structures.get(doc);
  if (!structure) throw new Error('pdf-structure: the document was not made by createPdf');
  return structure;
}

function innermost(doc: Pdf): Element {
  const open = structureOf(doc).open;
  const element = open[open.length - 1];
  if (!element) throw new Error('pdf-structure: the document element was closed');
  return element;
}

/** What an element may say of itself: its language, when it differs from the document's. */
export interface ElementOptions {
  /** BCP 47, e.g. es-US: a summary's Spanish part in a document that starts in English. */
  lang?: string;
}

/** A container element holding everything `fill` tags; answers what `fill` does. */
export function group<T>(
  doc: Pdf,
  role: GroupRole,
  fill: () => T,
  options: ElementOptions = {},
): T {
  const element = doc.struct(role, options.lang ? { lang: options.lang } : {});
  innermost(doc).add(element);
  const { open } = structureOf(doc);
  open.push(element);
  try {
    return fill();
  } finally {
    // Not ended here: ending an element ends all inside it, an `open` one too. pdfkit ends
    // every element when the document ends.
    open.pop();
  }
}

/**
 * A content element whose marked content is everything `draw` writes, in that order (text
 * running onto a new page stays in it). With `open`, more content can be added later by
 * `addContent` (an index's page numbers, known only once the pages are laid out).
 */
export function tagged(
  doc: Pdf,
  role: ContentRole,
  draw: () => void,
  options: { open?: boolean; columnHeader?: boolean; bookmark?: string } & ElementOptions = {},
): Element {
  if (options.bookmark) {
    structureOf(doc).headings.push({ title: options.bookmark, page: currentPage(doc) });
  }
  // TH cells say which cells they head (the table's attribute Scope), for readers that ask.
  const attributes = {
    ...(options.columnHeader ? { scope: 'Column' } : {}),
    ...(options.lang ? { lang: options.lang } : {}),
  };
  const element = doc.struct(role, attributes as PDFKit.Mixins.StructureElementOptions);
  innermost(doc).add(element);
  // The parent is in the tree, so pdfkit marks `draw`'s output now, on the current page.
  element.add(draw);
  if (!options.open) element.end();
  return element;
}

/** A table cell with nothing in it (a blank to write in on paper). */
export function emptyCell(doc: Pdf) {
  const cell = doc.struct('TD');
  innermost(doc).add(cell);
  cell.end();
}

/** Adds what `draw` writes (on the current page) to the end of an `open` element, and closes it. */
export function addContent(element: Element, draw: () => void) {
  element.add(draw);
  element.end();
}

/** Draws something a reader should skip: a decoration, or page furniture when `type` says so. */
export function artifact(doc: Pdf, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

function currentPage(doc: Pdf): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
}

/**
 * Bookmarks to each heading written with `bookmark` (the second-level ones), in order, when
 * the document runs past one page (a one-page document needs none). Called by `finish`.
 */
export function addBookmarks(doc: Pdf) {
  if (doc.bufferedPageRange().count < 2) return;
  for (const heading of structureOf(doc).headings) {
    // pdfkit's types omit the page option; `fit` shows the whole page the heading is on.
    doc.outline.addItem(heading.title, {
      pageNumber: heading.page,
      fit: true,
    } as { expanded?: boolean });
  }
}
