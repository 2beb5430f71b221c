import { INK, type Pdf, contentWidth } from './pdf-document';
import { artifact, group, tagged } from './pdf-structure';

// A compact table for one-page summaries (the review meeting's): a shaded header row, then
// rows as tall as their tallest cell, never split across pages; the header is repeated on
// every page the table continues on (as page furniture: a reader hears it once).

/** One paragraph of a cell. */
export interface CellLine {
  text: string;
  /** Words in bold that open the paragraph ("Adjust: "), in the paragraph's colour. */
  lead?: string;
  font?: 'regular' | 'bold' | 'italic' | 'boldItalic';
  color?: string;
  /** Relative to the table's type size (1 by default). */
  scale?: number;
}

/** A cell: its paragraphs, stacked. */
export type Cell = CellLine[];

export interface TableColumn {
  title: string;
  /** The column's share of the width; the shares add up to 1. */
  share: number;
}

const PADDING = 3.5;
/** Space between the paragraphs of a cell, as a share of the type size. */
const PARAGRAPH_GAP = 0.2;
const LINE_GAP = 1;
const RULE = '#ced4da';
const HEADER_FILL = '#e9f2ef';

function styled(doc: Pdf, line: CellLine, size: number) {
  return doc
    .font(line.font ?? 'regular')
    .fontSize(size * (line.scale ?? 1))
    .fillColor(line.color ?? INK);
}

/** The height of one paragraph; a bold lead is measured as the indent of its first line. */
function lineHeight(doc: Pdf, line: CellLine, width: number, size: number): number {
  const indent = line.lead ? styled(doc, line, size).font('bold').widthOfString(line.lead) : 0;
  return styled(doc, line, size).heightOfString(line.text || ' ', {
    width,
    lineGap: LINE_GAP,
    indent,
  });
}

function cellHeight(doc: Pdf, cell: Cell, width: number, size: number): number {
  const gaps = Math.max(0, cell.length - 1) * size * PARAGRAPH_GAP;
  return cell.reduce((height, line) => height + lineHeight(doc, line, width, size), gaps);
}

interface RowOptions {
  /** The header row: shaded, its cells TH. */
  header?: boolean;
  /** The header again on a later page: page furniture a reader skips. */
  repeated?: boolean;
  /** Written even when it does not fit (a row taller than a page). */
  force?: boolean;
}

/** Draws the paragraphs of one cell from its top left corner. */
function drawCell(doc: Pdf, cell: Cell, x: number, top: number, width: number, size: number) {
  let y = top;
  for (const line of cell) {
    const options = { width, lineGap: LINE_GAP };
    if (line.lead) {
      styled(doc, line, size)
        .font('bold')
        .text(line.lead, x, y, { ...options, continued: true })
        .font(line.font ?? 'regular')
        .text(line.text);
    } else {
      styled(doc, line, size).text(line.text, x, y, options);
    }
    y = doc.y + size * PARAGRAPH_GAP;
  }
}

/** Draws the cells of a row from `top`, each a TH or TD unless the row is a `repeated` header. */
function drawCells(
  doc: Pdf,
  columns: readonly TableColumn[],
  cells: Cell[],
  top: number,
  size: number,
  options: RowOptions,
) {
  const width = contentWidth(doc);
  let x = doc.page.margins.left;
  cells.forEach((cell, index) => {
    const share = columns[index]?.share ?? 0;
    const cellX = x + PADDING;
    const draw = () => drawCell(doc, cell, cellX, top + PADDING, share * width - 2 * PADDING, size);
    if (options.repeated) draw();
    else tagged(doc, options.header ? 'TH' : 'TD', draw, { columnHeader: options.header });
    x += share * width;
  });
}

/** Writes a row if it fits on the page (or anyway when `force`); answers whether it did. */
function writeRow(
  doc: Pdf,
  columns: readonly TableColumn[],
  cells: Cell[],
  size: number,
  options: RowOptions = {},
) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const widths = columns.map((column) => column.share * width - 2 * PADDING);
  const height =
    Math.max(...cells.map((cell, index) => cellHeight(doc, cell, widths[index] ?? 0, size))) +
    2 * PADDING;
  if (!options.force && doc.y + height > doc.page.height - doc.page.margins.bottom) return false;
  const top = doc.y;
  if (options.header) artifact(doc, () => doc.rect(left, top, width, height).fill(HEADER_FILL));
  if (options.repeated)
    artifact(doc, () => drawCells(doc, columns, cells, top, size, options), 'Pagination');
  else group(doc, 'TR', () => drawCells(doc, columns, cells, top, size, options));
  artifact(doc, () =>
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke(),
  );
  doc.x = left;
  doc.y = top + height;
  return true;
}

/**
 * Writes the table (Table → TR → TH/TD) at `size` points from the current position: the
 * header, then each row, moving to a new page (with the header again) when a row does not fit.
 */
export function writeTable(
  doc: Pdf,
  columns: readonly TableColumn[],
  rows: readonly Cell[][],
  size: number,
) {
  const header = columns.map((column): Cell => [{ text: column.title, font: 'bold' }]);
  let headerWritten = false;
  const writeHeader = () => {
    const written = writeRow(doc, columns, header, size, { header: true, repeated: headerWritten });
    headerWritten ||= written;
    return written;
  };
  group(doc, 'Table', () => {
    if (!writeHeader()) {
      doc.addPage();
      writeHeader();
    }
    for (const row of rows) {
      if (writeRow(doc, columns, row, size)) continue;
      doc.addPage();
      writeHeader();
      // A row taller than a whole page is written anyway, running onto the next, rather than lost.
      writeRow(doc, columns, row, size, { force: true });
    }
  });
}
