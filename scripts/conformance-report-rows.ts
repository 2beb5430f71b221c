// The rows of the conformance report's criteria tables, read from its Markdown. Used by the tests
// that keep the report complete and the app's Accessibility page in step with it; no Node APIs
// here, so the web app's tests can import it too.

/** The ratings a row may give (VPAT 2.5 terms; "Not Evaluated" only for Level AAA). */
export const CONFORMANCE_TERMS = [
  'Supports',
  'Partially Supports',
  'Does Not Support',
  'Not Applicable',
] as const;

/** One success criterion's row: its number and name, and the rating of each product part. */
export interface CriterionRow {
  id: string;
  name: string;
  level: 'A' | 'AA';
  web: string;
  pdf: string;
}

// | [1.1.1 Non-text Content](https://…) (Level A) | Supports | Supports | Remarks |
const ROW = /^\| \[(\d+\.\d+\.\d+) ([^\]]+)\]\([^)]*\) \(Level (AA?)\) \| ([^|]+) \| ([^|]+) \|/;

/** Every criterion row of the report, in the report's order. */
export function criterionRows(markdown: string): CriterionRow[] {
  return markdown.split('\n').flatMap((line) => {
    const match = ROW.exec(line);
    if (!match) return [];
    const [, id = '', name = '', level = '', web = '', pdf = ''] = match;
    return [{ id, name, level: level as 'A' | 'AA', web: web.trim(), pdf: pdf.trim() }];
  });
}

/** The criteria a part of the product does not fully meet: the report's known limitations. */
export function limitedCriteria(markdown: string): string[] {
  const met = new Set(['Supports', 'Not Applicable']);
  return criterionRows(markdown)
    .filter((row) => !met.has(row.web) || !met.has(row.pdf))
    .map((row) => row.id);
}
