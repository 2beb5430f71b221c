import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONFORMANCE_TERMS, criterionRows, limitedCriteria } from './conformance-report-rows';
import { REPORT_SOURCE } from './export-conformance-report';

// The conformance report rates every WCAG 2.2 Level A and AA success criterion (and 4.1.1
// Parsing, which 2.2 removed, as VPAT 2.5 lists it), each for the web app and the PDFs.

const LEVEL_A = [
  '1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.3.1', '1.3.2', '1.3.3', '1.4.1', '1.4.2', '2.1.1',
  '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.5.1',
  '2.5.2', '2.5.3', '2.5.4', '3.1.1', '3.2.1', '3.2.2', '3.2.6', '3.3.1', '3.3.2', '3.3.7',
  '4.1.1', '4.1.2',
]; // prettier-ignore

const LEVEL_AA = [
  '1.2.4', '1.2.5', '1.3.4', '1.3.5', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12',
  '1.4.13', '2.4.5', '2.4.6', '2.4.7', '2.4.11', '2.5.7', '2.5.8', '3.1.2', '3.2.3', '3.2.4',
  '3.3.3', '3.3.4', '3.3.8', '4.1.3',
]; // prettier-ignore

const report = () => readFile(REPORT_SOURCE, 'utf8');

describe('the Accessibility Conformance Report', () => {
  it('lists every Level A and AA criterion once, at its level, in order', async () => {
    const rows = criterionRows(await report());
    expect(rows.filter((row) => row.level === 'A').map((row) => row.id)).toEqual(LEVEL_A);
    expect(rows.filter((row) => row.level === 'AA').map((row) => row.id)).toEqual(LEVEL_AA);
  });

  it('rates the web app and the PDFs with the VPAT terms only', async () => {
    const terms: readonly string[] = CONFORMANCE_TERMS;
    const wrong = criterionRows(await report()).filter(
      (row) => !terms.includes(row.web) || !terms.includes(row.pdf),
    );
    expect(wrong).toEqual([]);
  });

  it('names each criterion it does not fully meet among its known limitations', async () => {
    const text = await report();
    const notes = /\*\*Known limitations\*\*[^\n]*(?:\n {2}[^\n]*)*/.exec(text)?.[0] ?? '';
    const named = [...notes.matchAll(/(\d+\.\d+\.\d+) /g)].map((match) => match[1]);
    expect(limitedCriteria(text).length).toBeGreaterThan(0);
    expect(named.sort()).toEqual(limitedCriteria(text).sort());
  });

  it('is dated and names the version it describes', async () => {
    const text = await report();
    const { version } = JSON.parse(
      await readFile(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(text).toContain(`| Name of product and version | Trellis ${version}:`);
    expect(text).toContain('| Report date | 2026-11-24 |');
  });
});
