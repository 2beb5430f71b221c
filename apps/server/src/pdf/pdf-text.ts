import { type Block, type Run, markdownBlocks } from './markdown-blocks';
import { BRAND, INK, MUTED, type Pdf, contentWidth, keepTogether } from './pdf-document';

const BODY_SIZE = 10.5;
const LINE_GAP = 2;

function fontFor(run: Pick<Run, 'bold' | 'italic'>): string {
  if (run.bold && run.italic) return 'boldItalic';
  if (run.bold) return 'bold';
  return run.italic ? 'italic' : 'regular';
}

/** Writes styled runs as one paragraph starting at `x` (the left margin by default). */
export function writeRuns(doc: Pdf, runs: Run[], options: { x?: number; gap?: number } = {}) {
  const x = options.x ?? doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.right - x;
  const visible = runs.length ? runs : [{ text: 'None', bold: false, italic: false }];
  doc.fontSize(BODY_SIZE).fillColor(INK);
  visible.forEach((run, index) => {
    const last = index === visible.length - 1;
    doc.font(fontFor(run));
    const text = {
      lineGap: LINE_GAP,
      continued: !last,
      paragraphGap: last ? (options.gap ?? 6) : 0,
    };
    if (index === 0) doc.text(run.text, x, doc.y, { ...text, width });
    else doc.text(run.text, text);
  });
}

/** A bullet list: each item indented, with a round bullet at its first line. */
export function writeList(doc: Pdf, items: Run[][], indent = 14) {
  const left = doc.page.margins.left;
  for (const item of items) {
    keepTogether(doc, 28);
    const top = doc.y;
    doc
      .fillColor(INK)
      .circle(left + 5, top + 6.5, 1.8)
      .fill();
    writeRuns(doc, item, { x: left + indent, gap: 3 });
  }
  doc.x = left;
  doc.moveDown(0.3);
}

/** Library Markdown as paragraphs and lists; empty text reads 'None'. */
export function writeMarkdown(doc: Pdf, markdown: string) {
  const blocks: Block[] = markdownBlocks(markdown);
  if (blocks.length === 0) writeRuns(doc, []);
  for (const block of blocks) {
    if (block.kind === 'list') writeList(doc, block.items);
    else writeRuns(doc, block.runs);
  }
}

/** Plain text as one paragraph. */
export function writePlain(
  doc: Pdf,
  text: string,
  style: { bold?: boolean; italic?: boolean } = {},
) {
  writeRuns(doc, [{ text, bold: style.bold ?? false, italic: style.italic ?? false }]);
}

/** A section label in small capitals style, kept with the first lines that follow it. */
export function writeLabel(doc: Pdf, label: string) {
  keepTogether(doc, 48);
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(label.toUpperCase(), doc.page.margins.left, doc.y, { characterSpacing: 0.6 });
  doc.moveDown(0.25);
}

/** A heading in the brand colour. */
export function writeHeading(doc: Pdf, text: string, size = 16) {
  keepTogether(doc, size * 4);
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(BRAND)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  doc.fillColor(INK);
}

/**
 * "Label: ________" write-in fields on one line (Student Name, Date); a field with a value
 * has it written on its line, in a smaller size when it would not fit.
 */
export function writeBlankFields(
  doc: Pdf,
  fields: { label: string; width: number; value?: string | null }[],
) {
  let x = doc.page.margins.left;
  const y = doc.y;
  for (const field of fields) {
    doc.font('regular').fontSize(11).fillColor(INK);
    doc.text(`${field.label}:`, x, y, { lineBreak: false });
    const lineStart = x + doc.widthOfString(`${field.label}:`) + 6;
    if (field.value) {
      doc.font('bold');
      const size = Math.max(
        6,
        Math.min(11, (11 * (field.width - 4)) / doc.widthOfString(field.value)),
      );
      doc.fontSize(size).text(field.value, lineStart + 2, y + (11 - size), { lineBreak: false });
    }
    doc
      .moveTo(lineStart, y + 12)
      .lineTo(lineStart + field.width, y + 12)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    x = lineStart + field.width + 24;
  }
  doc.font('regular').fontSize(11);
  doc.x = doc.page.margins.left;
  doc.y = y + 26;
}

/** A checked box drawn as vector lines (no font needs the glyph), followed by its text. */
export function writeCheckedItem(doc: Pdf, text: string, detail?: string) {
  keepTogether(doc, 18);
  const left = doc.page.margins.left;
  const y = doc.y;
  doc
    .lineWidth(0.9)
    .strokeColor(INK)
    .rect(left, y + 1.5, 9, 9)
    .stroke();
  doc
    .lineWidth(1.4)
    .strokeColor(BRAND)
    .moveTo(left + 1.8, y + 6)
    .lineTo(left + 4, y + 8.6)
    .lineTo(left + 7.6, y + 3)
    .stroke();
  const runs: Run[] = [{ text, bold: false, italic: false }];
  if (detail) runs.push({ text: ` — ${detail}`, bold: false, italic: true });
  writeRuns(doc, runs, { x: left + 16, gap: 3 });
  doc.x = left;
}
