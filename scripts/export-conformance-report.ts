// npm run docs:acr — renders docs/accessibility/conformance-report.md into a standalone page the
// app serves (the web build copies apps/web/public as it is): a district's reviewer opens it
// from the Accessibility page and prints it. Run it after every change to the report; a test
// fails while the committed page is not the fresh render.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked, type Tokens } from 'marked';
import { format, resolveConfig } from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The report as written and reviewed. */
export const REPORT_SOURCE = join(root, 'docs/accessibility/conformance-report.md');
/** The page rendered from it, at /accessibility/conformance-report.html. */
export const REPORT_PAGE = join(root, 'apps/web/public/accessibility/conformance-report.html');
/**
 * The page's styles, a file beside it: the Content-Security-Policy (`style-src 'self'`)
 * refuses an inline <style> block.
 */
const STYLESHEET = 'conformance-report.css';
/** Where the page's header leads back to, in the app. */
const ACCESSIBILITY_PAGE = '/accessibility';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown with tables whose header cells are column headers and whose first cell in each row
 * heads its row: a screen reader then says "1.4.11 Non-text Contrast" with each rating and
 * remark it reads. HTML typed into the report is shown as text: the page may hold no inline
 * style or script (the CSP would refuse them) and no markup the Markdown does not describe.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    table(token: Tokens.Table) {
      const inline = (cell: Tokens.TableCell) => this.parser.parseInline(cell.tokens);
      const head = token.header.map((cell) => `<th scope="col">${inline(cell)}</th>`).join('');
      const rows = token.rows.map((cells) => {
        const [first, ...rest] = cells;
        const rowHeader = first ? `<th scope="row">${inline(first)}</th>` : '';
        return `<tr>${rowHeader}${rest.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`;
      });
      return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>\n`;
    },
  },
});

/** The text of the report's first-level heading: the page's title. */
function titleOf(source: string): string {
  const heading = markdown
    .lexer(source)
    .find((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 1);
  if (!heading) throw new Error('The conformance report needs a first-level heading.');
  return heading.text;
}

/** The report's Markdown as the whole HTML page, formatted as Prettier formats the repository. */
export async function renderConformanceReport(source: string): Promise<string> {
  const title = escapeHtml(titleOf(source));
  const body = await markdown.parse(source, { async: true });
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="stylesheet" href="${STYLESHEET}">
  </head>
  <body>
    <header class="site-link"><a href="${ACCESSIBILITY_PAGE}">Trellis: Accessibility</a></header>
    <main>${body}</main>
  </body>
</html>`;
  const options = await resolveConfig(REPORT_PAGE);
  return format(page, { ...options, filepath: REPORT_PAGE });
}

async function main() {
  const page = await renderConformanceReport(await readFile(REPORT_SOURCE, 'utf8'));
  await mkdir(dirname(REPORT_PAGE), { recursive: true });
  await writeFile(REPORT_PAGE, page);
  console.log(`Wrote ${REPORT_PAGE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
