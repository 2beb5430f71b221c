import type { FamilySummary, FamilySummaryResponse } from '@trellis/shared/family-summary';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { translator } from '../../lib/i18n';
import {
  BRAND,
  INK,
  MUTED,
  type Pdf,
  createPdf,
  keepTogether,
  numberPages,
} from '../../pdf/pdf-document';
import { fitOnePage } from '../../pdf/fit-one-page';
import { type ListItem, writeList } from '../../pdf/pdf-list';
import { group, tagged } from '../../pdf/pdf-structure';
import { type ParagraphStyle, writeParagraph } from '../../pdf/pdf-text';
import { type TableColumn, writeTable } from '../../pdf/pdf-table';

// The family summary as a PDF (issue 24): the same document the page shows, on one or two
// portrait pages for a usual plan. Tagged like every PDF here: H1 title, H2 sections (the
// bookmarks), H3 groups and items, P, lists, and the facts as a table with header cells.
// Both languages: the English summary, then the Spanish one from a new page, each part a
// Sect carrying its own language.

/** Type scales tried, largest first: a usual plan of 8–12 items fits two pages at one. */
const SCALES = [1, 0.93, 0.87] as const;
/** Pages each summary should fit on. */
const PAGES_PER_SUMMARY = 2;

/** The type sizes at one scale. */
function sizesAt(scale: number) {
  return { body: 9.5 * scale, small: 8.5 * scale, h1: 17 * scale, h2: 13 * scale, h3: 11 * scale };
}
type Sizes = ReturnType<typeof sizesAt>;

/** A paragraph at `style.size` points with `gap` points after it (4 unless said). */
function paragraph(
  doc: Pdf,
  text: string,
  { size, gap = 4, ...style }: { size: number; gap?: number } & Omit<ParagraphStyle, 'gap'>,
) {
  writeParagraph(doc, text, size, { ...style, gap: gap / size });
}

/** A heading kept with what follows; the second-level ones are the bookmarks. */
function heading(doc: Pdf, text: string, level: 'H1' | 'H2' | 'H3', size: number, color = BRAND) {
  keepTogether(doc, size * 5);
  paragraph(doc, text, {
    size,
    font: 'bold',
    color,
    gap: 3,
    role: level,
    bookmark: level === 'H2' ? text : undefined,
  });
}

function writeFacts(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  const share = 1 / summary.facts.length;
  const columns: TableColumn[] = summary.facts.map((fact) => ({ title: fact.label, share }));
  writeTable(doc, columns, [summary.facts.map((fact) => [{ text: fact.value }])], sizes.small);
  doc.moveDown(0.6);
}

function writeSchool(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  const { school } = summary;
  heading(doc, school.heading, 'H2', sizes.h2);
  if (school.empty) paragraph(doc, school.empty, { size: sizes.body });
  for (const entry of school.groups) {
    heading(doc, entry.heading, 'H3', sizes.h3);
    paragraph(doc, entry.intro, { font: 'italic', color: MUTED, size: sizes.small });
    for (const item of entry.items) {
      heading(doc, item.title, 'H3', sizes.body + 0.5, INK);
      paragraph(doc, item.text, { size: sizes.body, gap: 1.5 });
      const where = `${translator(summary.locale)('item.where')}: ${item.where}`;
      paragraph(doc, where, { size: sizes.small, color: MUTED, gap: item.details.length ? 1 : 5 });
      if (item.details.length) {
        const details = item.details.map((detail) => `${detail.label}: ${detail.value}`);
        // The team's own words are in their language: marked so a reader speaks them so.
        paragraph(doc, details.join(' · '), {
          size: sizes.small,
          color: MUTED,
          gap: 5,
          lang: item.detailsLang === summary.lang ? undefined : item.detailsLang,
        });
      }
    }
  }
}

const plainRuns = (text: string) => [{ text, bold: false, italic: false }];

function writeLists(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  const { home, questions, glossary, contact } = summary;
  const list = (items: ListItem[]) => writeList(doc, items, 14, sizes.body);
  heading(doc, home.heading, 'H2', sizes.h2);
  paragraph(doc, home.intro, { size: sizes.body });
  if (home.tips.length) {
    list(home.tips.map((tip) => ({ label: `${tip.title}:`, runs: plainRuns(tip.text) })));
  }
  heading(doc, questions.heading, 'H2', sizes.h2);
  list(questions.items.map((question) => ({ runs: plainRuns(question) })));
  heading(doc, glossary.heading, 'H2', sizes.h2);
  list(glossary.terms.map((term) => ({ label: `${term.term}:`, runs: plainRuns(term.meaning) })));
  heading(doc, contact.heading, 'H2', sizes.h2);
  paragraph(doc, contact.text, { size: sizes.body });
  paragraph(doc, contact.email ? `${contact.name} · ${contact.email}` : contact.name, {
    size: sizes.body,
    font: 'bold',
    gap: 8,
  });
  paragraph(doc, summary.footer, { size: sizes.small, color: MUTED });
}

function writeSummary(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  tagged(doc, 'P', () =>
    doc
      .font('bold')
      .fontSize(sizes.small)
      .fillColor(BRAND)
      .text(PRODUCT_NAME, doc.page.margins.left, doc.y, { characterSpacing: 0.5 }),
  );
  heading(doc, summary.title, 'H1', sizes.h1);
  paragraph(doc, summary.intro, { size: sizes.body, gap: 6 });
  writeFacts(doc, summary, sizes);
  writeSchool(doc, summary, sizes);
  writeLists(doc, summary, sizes);
}

function render(response: FamilySummaryResponse, scale: number): Pdf {
  const [first, ...rest] = response.summaries;
  if (!first) throw new Error('a family summary PDF needs a summary');
  const doc = createPdf({
    title: response.summaries.map((summary) => summary.title).join(' / '),
    author: first.contact.name,
    lang: first.lang,
  });
  // The page each summary starts on, so each page's foot speaks its summary's language.
  const starts: number[] = [];
  response.summaries.forEach((summary, index) => {
    if (index > 0) doc.addPage();
    starts.push(doc.bufferedPageRange().count - 1);
    group(doc, 'Sect', () => writeSummary(doc, summary, sizesAt(scale)), {
      lang: index > 0 || rest.length > 0 ? summary.lang : undefined,
    });
  });
  const summaryOnPage = (page: number) =>
    response.summaries[starts.findLastIndex((start) => start <= page - 1)] ?? first;
  numberPages(doc, PRODUCT_NAME, (page, count) =>
    translator(summaryOnPage(page).locale)('pdf.page', { page, count }),
  );
  return doc;
}

/**
 * The family summary (one language or both) as a tagged PDF: the type shrinks a little, as
 * far as needed, so each summary of a usual plan fits two pages.
 */
export function renderFamilySummaryPdf(response: FamilySummaryResponse): Promise<Buffer> {
  return fitOnePage(
    SCALES,
    (scale) => render(response, scale),
    PAGES_PER_SUMMARY * response.summaries.length,
  );
}
