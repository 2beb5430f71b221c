import { type Block, markdownBlocks } from './markdown-blocks';
import { BRAND, INK, MUTED, type Pdf, contentWidth, keepTogether } from './pdf-document';
import { writeList } from './pdf-list';
import { writeRuns } from './pdf-runs';
import { type ContentRole, artifact, tagged } from './pdf-structure';

/** Library Markdown as paragraphs and lists; empty text reads 'None'. */
export function writeMarkdown(doc: Pdf, markdown: string) {
  const blocks: Block[] = markdownBlocks(markdown);
  if (blocks.length === 0) writeRuns(doc, []);
  for (const block of blocks) {
    if (block.kind === 'list')
      writeList(
        doc,
        block.items.map((runs) => ({ runs })),
      );
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

/**
 * A section label in small capitals style, kept with the first lines that follow it; a
 * third-level heading (H3) to a reader.
 */
export function writeLabel(doc: Pdf, label: string) {
  keepTogether(doc, 48);
  tagged(doc, 'H3', () =>
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label.toUpperCase(), doc.page.margins.left, doc.y, { characterSpacing: 0.6 }),
  );
  doc.moveDown(0.25);
}

/**
 * A heading in the brand colour at `size` points, H1 or H2 (`level`) to a reader; the
 * second-level ones are also the document's bookmarks.
 */
export function writeHeading(doc: Pdf, text: string, style: { level: 1 | 2; size: number }) {
  keepTogether(doc, style.size * 4);
  tagged(
    doc,
    style.level === 1 ? 'H1' : 'H2',
    () =>
      doc
        .font('bold')
        .fontSize(style.size)
        .fillColor(BRAND)
        .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) }),
    { bookmark: style.level === 2 ? text : undefined },
  );
  doc.moveDown(0.3);
  doc.fillColor(INK);
}

/**
 * "Label: ________" write-in fields on one line (Student Name, Date), each a paragraph; a
 * field with a value has it written on its line, in a smaller size when it would not fit.
 */
export function writeBlankFields(
  doc: Pdf,
  fields: { label: string; width: number; value?: string | null }[],
) {
  let x = doc.page.margins.left;
  const y = doc.y;
  for (const field of fields) {
    doc.font('regular').fontSize(11).fillColor(INK);
    const lineStart = x + doc.widthOfString(`${field.label}:`) + 6;
    tagged(doc, 'P', () => {
      doc.text(`${field.label}:`, x, y, { lineBreak: false });
      if (!field.value) return;
      doc.font('bold');
      const size = Math.max(
        6,
        Math.min(11, (11 * (field.width - 4)) / doc.widthOfString(field.value)),
      );
      doc.fontSize(size).text(field.value, lineStart + 2, y + (11 - size), { lineBreak: false });
    });
    artifact(doc, () =>
      doc
        .moveTo(lineStart, y + 12)
        .lineTo(lineStart + field.width, y + 12)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke(),
    );
    x = lineStart + field.width + 24;
  }
  doc.font('regular').fontSize(11);
  doc.x = doc.page.margins.left;
  doc.y = y + 26;
}

/** How `writeParagraph` sets its text; `gap` after it is in ems of its size. */
export interface ParagraphStyle {
  lead?: string;
  font?: string;
  color?: string;
  gap?: number;
  /** What it is to a reader: a paragraph (P) unless a heading. */
  role?: ContentRole;
  /** Its bookmark, for a heading. */
  bookmark?: string;
  /** Its language, when it differs from the document's. */
  lang?: string;
  /** Where it starts and how wide it runs (a column): the margins' width unless said. */
  x?: number;
  width?: number;
  /** Points between its lines (1.5 unless said). */
  lineGap?: number;
}

/** A paragraph at `size` points from the left margin, with an optional bold lead-in. */
export function writeParagraph(doc: Pdf, text: string, size: number, style: ParagraphStyle = {}) {
  const left = style.x ?? doc.page.margins.left;
  const options = { width: style.width ?? contentWidth(doc), lineGap: style.lineGap ?? 1.5 };
  tagged(
    doc,
    style.role ?? 'P',
    () => {
      doc.fontSize(size).fillColor(style.color ?? INK);
      if (style.lead) {
        doc.font('bold').text(style.lead, left, doc.y, { ...options, continued: true });
        doc.font(style.font ?? 'regular').text(text);
      } else {
        doc.font(style.font ?? 'regular').text(text, left, doc.y, options);
      }
    },
    { bookmark: style.bookmark, lang: style.lang },
  );
  doc.y += (style.gap ?? 0.3) * size;
}
