import type { Run } from './markdown-blocks';
import { BRAND, INK, type Pdf, keepTogether } from './pdf-document';
import { drawRuns } from './pdf-runs';
import { artifact, group, tagged } from './pdf-structure';

// Lists (L → LI → Lbl/LBody): the bullets and check marks are drawn as decorations, the
// reader gets the list, its items and their text.

/** An item of a bulleted list: an optional bold label ("A1") read apart, then its text. */
export interface ListItem {
  label?: string;
  runs: Run[];
}

/** One item (LI) at `x`: its label (Lbl), if any, then its body (LBody), on one line. */
function writeItem(doc: Pdf, item: ListItem, x: number, size?: number) {
  group(doc, 'LI', () => {
    const { label } = item;
    if (label) {
      tagged(doc, 'Lbl', () =>
        drawRuns(doc, [{ text: `${label} `, bold: true, italic: false }], {
          x,
          continues: true,
          size,
        }),
      );
    }
    tagged(doc, 'LBody', () => drawRuns(doc, item.runs, { x, gap: 3, continuing: !!label, size }));
  });
}

/**
 * A bullet list: each item indented, with a round bullet at its first line; `size` sets a
 * smaller type than the body's for a compact document.
 */
export function writeList(doc: Pdf, items: ListItem[], indent = 14, size?: number) {
  const left = doc.page.margins.left;
  // The bullet sits on the first line's middle, whatever the type size.
  const bulletY = ((size ?? 10.5) / 10.5) * 6.5;
  group(doc, 'L', () => {
    for (const item of items) {
      keepTogether(doc, 28);
      const top = doc.y;
      artifact(doc, () =>
        doc
          .fillColor(INK)
          .circle(left + 5, top + bulletY, 1.8)
          .fill(),
      );
      writeItem(doc, item, left + indent, size);
    }
  });
  doc.x = left;
  doc.moveDown(0.3);
}

/** A checked box drawn as vector lines (no font needs the glyph). */
function drawCheckedBox(doc: Pdf, left: number, y: number) {
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
}

/** A list of chosen things, each with a checked box and its text, then an italic detail. */
export function writeCheckedList(doc: Pdf, items: { text: string; detail?: string }[]) {
  const left = doc.page.margins.left;
  group(doc, 'L', () => {
    for (const { text, detail } of items) {
      keepTogether(doc, 18);
      const y = doc.y;
      artifact(doc, () => drawCheckedBox(doc, left, y));
      const runs: Run[] = [{ text, bold: false, italic: false }];
      if (detail) runs.push({ text: ` — ${detail}`, bold: false, italic: true });
      writeItem(doc, { runs }, left + 16);
    }
  });
  doc.x = left;
}
