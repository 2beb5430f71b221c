import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF as `pdftotext` (poppler-utils) extracts it, with runs of spaces and
 * line breaks collapsed, so tests check what a reader or screen reader would get.
 */
export function pdfText(pdf: Buffer): string {
  expectPdf(pdf);
  const dir = mkdtempSync(join(tmpdir(), 'trellis-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString().replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages, from `pdfinfo`. */
export function pdfPageCount(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file]).toString();
    return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function expectPdf(pdf: Buffer) {
  if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
}
