import { execFileSync } from 'node:child_process';

/** A downloaded PDF's text on one line, as poppler's pdftotext reads it. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString().replace(/\s+/g, ' ');
}
