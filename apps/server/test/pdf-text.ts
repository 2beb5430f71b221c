import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/*
 * Reads PDFs in tests with pdfjs-dist (pure JavaScript), so `npm test` needs nothing but Node.
 * The legacy build is the one meant for Node; without a worker source pdfjs runs its worker
 * in-process, and no fonts are loaded or rendered because only the text layer is read.
 */

async function openPdf(pdf: Buffer) {
  expectPdf(pdf);
  // pdfjs refuses a Buffer and may detach the array it is given, so it gets its own copy.
  return getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
}

/**
 * The text of a PDF in reading order (page by page, line by line from the top, left to right
 * within a line), with runs of spaces and line breaks collapsed, so tests check what a reader
 * or screen reader would get.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await openPdf(pdf);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      pages.push(linesOf(items).join('\n'));
    }
    return pages.join('\n').replace(/\s+/g, ' ');
  } finally {
    await document.destroy();
  }
}

/** The number of pages. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  const document = await openPdf(pdf);
  try {
    return document.numPages;
  } finally {
    await document.destroy();
  }
}

/** Each text run of every page with its type size in points, for checks of legibility. */
export async function pdfTextRuns(pdf: Buffer): Promise<{ text: string; size: number }[]> {
  const document = await openPdf(pdf);
  try {
    const runs: { text: string; size: number }[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        runs.push({ text: item.str, size: sizeOf(item) });
      }
    }
    return runs;
  } finally {
    await document.destroy();
  }
}

/** A run's type size: the vertical scale of its text matrix. */
function sizeOf(item: TextItem): number {
  const [, , , d = 0] = item.transform as number[];
  return Math.abs(d) || item.height || 1;
}

interface Run {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

/** Groups text runs into lines by their baseline and orders them as a reader would. */
function linesOf(items: TextItem[]): string[] {
  const runs: Run[] = items
    .filter((item) => item.str.length > 0)
    .map((item) => {
      const [, , , , x = 0, y = 0] = item.transform as number[];
      return { text: item.str, x, y, end: x + item.width, size: sizeOf(item) };
    });
  // Top of the page first (PDF y grows upwards), then left to right.
  runs.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Run[][] = [];
  for (const run of runs) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(first.y - run.y) <= Math.min(first.size, run.size) * 0.5)
      line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let text = '';
    let previous: Run | undefined;
    for (const run of line) {
      // A visible gap between two runs is a word break; runs that touch belong to one word.
      if (previous && run.x - previous.end > Math.min(previous.size, run.size) * 0.15) text += ' ';
      text += run.text;
      previous = run;
    }
    return text;
  });
}

function expectPdf(pdf: Buffer) {
  if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
}
