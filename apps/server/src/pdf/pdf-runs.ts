import type { Run } from './markdown-blocks';
import { INK, type Pdf } from './pdf-document';
import { tagged } from './pdf-structure';

const BODY_SIZE = 10.5;
const LINE_GAP = 2;

function fontFor(run: Pick<Run, 'bold' | 'italic'>): string {
  if (run.bold && run.italic) return 'boldItalic';
  if (run.bold) return 'bold';
  return run.italic ? 'italic' : 'regular';
}

export interface RunLayout {
  /** Where the paragraph starts (the left margin by default). */
  x?: number;
  /** Space after the paragraph. */
  gap?: number;
  /** The runs go on the line the previous call left off (a list item's body after its label). */
  continuing?: boolean;
  /** The paragraph goes on in the next call (a list item's label before its body). */
  continues?: boolean;
  /** Type size in points (10.5, the body size, unless a compact document says otherwise). */
  size?: number;
}

/** Draws styled runs as (part of) one paragraph, without tagging them. */
export function drawRuns(doc: Pdf, runs: Run[], layout: RunLayout = {}) {
  const x = layout.x ?? doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.right - x;
  const visible = runs.length ? runs : [{ text: 'None', bold: false, italic: false }];
  doc.fontSize(layout.size ?? BODY_SIZE).fillColor(INK);
  visible.forEach((run, index) => {
    const last = index === visible.length - 1;
    doc.font(fontFor(run));
    const ends = last && !layout.continues;
    const text = {
      lineGap: LINE_GAP,
      continued: !ends,
      paragraphGap: ends ? (layout.gap ?? 6) : 0,
    };
    if (index === 0 && !layout.continuing) doc.text(run.text, x, doc.y, { ...text, width });
    else doc.text(run.text, text);
  });
}

/** Writes styled runs as one paragraph (P): the body text of every document. */
export function writeRuns(doc: Pdf, runs: Run[], layout: Pick<RunLayout, 'x' | 'gap'> = {}) {
  tagged(doc, 'P', () => drawRuns(doc, runs, layout));
}
