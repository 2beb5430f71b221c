import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { REPORT_PAGE, REPORT_SOURCE, renderConformanceReport } from './export-conformance-report';

// The page the app serves must say what the reviewed Markdown says: after editing the report,
// `npm run docs:acr` renders it again.

describe('the conformance report page', () => {
  it('is the fresh render of docs/accessibility/conformance-report.md', async () => {
    const [source, committed] = await Promise.all([
      readFile(REPORT_SOURCE, 'utf8'),
      readFile(REPORT_PAGE, 'utf8'),
    ]);
    const fresh = await renderConformanceReport(source);
    expect(
      committed === fresh,
      'apps/web/public/accessibility/conformance-report.html is stale: run npm run docs:acr',
    ).toBe(true);
  });

  it('is an English page titled by the report, styled from a file the CSP allows', async () => {
    const page = await renderConformanceReport(
      '# Reports & Notes\n\nText <b style="color: red">typed as HTML</b>.\n',
    );
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<title>Reports &amp; Notes</title>');
    expect(page).toContain('&lt;b style=&quot;color: red&quot;&gt;typed as HTML&lt;/b&gt;');
    expect(page).toContain('<link rel="stylesheet" href="conformance-report.css" />');
    // style-src 'self' refuses inline styles: none may be in the page.
    expect(page).not.toMatch(/<style|<script|style="/);
    expect(page).toContain('<main>');
  });

  it('gives tables column headers and row headers, so each rating is read with its criterion', async () => {
    const page = await renderConformanceReport(
      '# R\n\n| Criteria | Web |\n| --- | --- |\n| 1.1.1 Non-text Content | Supports |\n',
    );
    const compact = page.replace(/\s+/g, ' ');
    expect(compact).toContain('<th scope="col">Criteria</th> <th scope="col">Web</th>');
    expect(compact).toContain(
      '<tr> <th scope="row">1.1.1 Non-text Content</th> <td>Supports</td> </tr>',
    );
  });

  it('refuses a report without a title', async () => {
    await expect(renderConformanceReport('Text only.\n')).rejects.toThrow(/first-level heading/);
  });
});
