import type {
  FamilySummary,
  FamilySummaryResponse,
  SummaryItem,
} from '@trellis/shared/family-summary';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { translator } from '../../lib/i18n';
import {
  BRAND,
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
// portrait pages for a plan of up to seven or eight items, the body never under 9.75 points.
// Tagged like every PDF here: H1 title, H2 sections (the bookmarks), H3 groups, P, lists,
// and the facts as a table with header cells. Each item is one paragraph led by its title in bold, as a printed
// handout sets it; the glossary runs in two columns. Both languages: the English summary,
// then the Spanish one from a new page, each part a Sect carrying its own language.

/**
 * Type scales tried, largest first: the body at 10.5, 10 and 9.75 points. The type shrinks no
 * further, so a plan of more than seven or eight items runs on to a third page instead.
 */
const SCALES = [1, 0.955, 0.93] as const;
/** Pages each summary should fit on. */
const PAGES_PER_SUMMARY = 2;
/** Half an inch: a handout's margin, which leaves room for a usual plan on two pages. */
const SUMMARY_MARGIN = 36;
const COLUMN_GAP = 18;
/** Points between lines: 1.2 times the type, as a printed handout sets it. */
const LINE_GAP = 0.6;

/** The type sizes at one scale. */
function sizesAt(scale: number) {
  return {
    body: 10.5 * scale,
    small: 9.5 * scale,
    h1: 17 * scale,
    h2: 13 * scale,
    h3: 11.5 * scale,
  };
}
type Sizes = ReturnType<typeof sizesAt>;

/** A paragraph at `style.size` points with `gap` points after it (4 unless said). */
function paragraph(
  doc: Pdf,
  text: string,
  { size, gap = 4, ...style }: { size: number; gap?: number } & Omit<ParagraphStyle, 'gap'>,
) {
  writeParagraph(doc, text, size, { lineGap: LINE_GAP, ...style, gap: gap / size });
}

/** A heading kept with what follows; the second-level ones are the bookmarks. */
function heading(doc: Pdf, text: string, level: 'H1' | 'H2' | 'H3', size: number) {
  keepTogether(doc, size * 6);
  paragraph(doc, text, {
    size,
    font: 'bold',
    color: BRAND,
    gap: 2.5,
    role: level,
    bookmark: level === 'H2' ? text : undefined,
  });
}

function writeFacts(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  // Each column as wide as its longer word run asks, so few cells wrap.
  const widthIn = (font: string, text: string) =>
    doc.font(font).fontSize(sizes.small).widthOfString(text);
  const widthOf = (fact: { label: string; value: string }) =>
    Math.max(widthIn('bold', fact.label), widthIn('regular', fact.value) * 0.6) + 12;
  const widths = summary.facts.map(widthOf);
  const total = widths.reduce((sum, width) => sum + width, 0);
  const columns: TableColumn[] = summary.facts.map((fact, index) => ({
    title: fact.label,
    share: (widths[index] ?? 0) / total,
  }));
  writeTable(doc, columns, [summary.facts.map((fact) => [{ text: fact.value }])], sizes.small);
  doc.moveDown(0.5);
}

/**
 * Where an item is used, unless its group's heading says it already ("In class" under "In
 * class"), then the team's details, on one line.
 */
function detailLine(summary: FamilySummary, groupHeading: string, item: SummaryItem) {
  const same = (a: string, b: string) =>
    a.toLocaleLowerCase(summary.lang) === b.toLocaleLowerCase(summary.lang);
  const used = same(item.where, groupHeading)
    ? []
    : [`${translator(summary.locale)('item.where')}: ${item.where}`];
  const details = item.details.map((detail) => `${detail.label}: ${detail.value}`);
  return [...used, ...details].join(' · ');
}

function writeItem(
  doc: Pdf,
  summary: FamilySummary,
  groupHeading: string,
  item: SummaryItem,
  sizes: Sizes,
) {
  const line = detailLine(summary, groupHeading, item);
  keepTogether(doc, sizes.body * 4);
  // The title leads its text as a sentence of its own.
  const lead = /[.?!]$/.test(item.title) ? `${item.title} ` : `${item.title}. `;
  paragraph(doc, item.text, { size: sizes.body, lead, gap: line ? 1 : 4 });
  if (!line) return;
  // The team's own words are in their language: marked so a reader speaks them so.
  const foreign = item.details.length > 0 && item.detailsLang !== summary.lang;
  paragraph(doc, line, {
    size: sizes.small,
    color: MUTED,
    gap: 4,
    lang: foreign ? item.detailsLang : undefined,
  });
}

function writeSchool(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  const { school } = summary;
  heading(doc, school.heading, 'H2', sizes.h2);
  if (school.empty) paragraph(doc, school.empty, { size: sizes.body });
  for (const entry of school.groups) {
    heading(doc, entry.heading, 'H3', sizes.h3);
    // Only the changes to what is taught need their intro on paper: it says what a
    // modification can mean for grades and the diploma. The others restate their heading.
    if (entry.id === 'changes-to-learning') {
      paragraph(doc, entry.intro, { font: 'italic', color: MUTED, size: sizes.small, gap: 3 });
    }
    for (const item of entry.items) writeItem(doc, summary, entry.heading, item, sizes);
  }
}

const plainRuns = (text: string) => [{ text, bold: false, italic: false }];

/**
 * The glossary in two columns, each term a paragraph led by the term: the terms are short and
 * many, so a column each halves the space they take. Kept on one page.
 */
function writeGlossary(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  const { glossary } = summary;
  const width = (doc.page.width - doc.page.margins.left - doc.page.margins.right - COLUMN_GAP) / 2;
  const gap = 3;
  // A term's height: its lead is bold, so the regular text it is measured as runs that much
  // narrower.
  const heightOf = ({ term, meaning }: { term: string; meaning: string }) => {
    const lead = `${term}: `;
    const boldExtra =
      doc.font('bold').fontSize(sizes.body).widthOfString(lead) -
      doc.font('regular').widthOfString(lead);
    return (
      doc.heightOfString(`${lead}${meaning}`, { width: width - boldExtra, lineGap: LINE_GAP }) + gap
    );
  };
  const heights = glossary.terms.map(heightOf);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  // The split that makes the taller column shortest.
  const tallerAt = (split: number) =>
    Math.max(sum(heights.slice(0, split)), sum(heights.slice(split)));
  const split = heights
    .map((_, index) => index + 1)
    .reduce((best, index) => (tallerAt(index) < tallerAt(best) ? index : best), heights.length);
  const columns = [glossary.terms.slice(0, split), glossary.terms.slice(split)];
  // The heading stays with its columns.
  keepTogether(doc, sizes.h2 * 2 + tallerAt(split));
  heading(doc, glossary.heading, 'H2', sizes.h2);
  const top = doc.y;
  let bottom = top;
  columns.forEach((terms, index) => {
    doc.y = top;
    const x = doc.page.margins.left + index * (width + COLUMN_GAP);
    for (const term of terms) {
      paragraph(doc, term.meaning, { size: sizes.body, lead: `${term.term}: `, x, width, gap });
    }
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 2;
}

function writeLists(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  const { home, questions, contact } = summary;
  const list = (items: ListItem[]) => writeList(doc, items, 14, sizes.body);
  heading(doc, home.heading, 'H2', sizes.h2);
  paragraph(doc, home.intro, { size: sizes.body });
  if (home.tips.length) {
    list(home.tips.map((tip) => ({ label: `${tip.title}:`, runs: plainRuns(tip.text) })));
  }
  heading(doc, questions.heading, 'H2', sizes.h2);
  list(questions.items.map((question) => ({ runs: plainRuns(question) })));
  writeGlossary(doc, summary, sizes);
  heading(doc, contact.heading, 'H2', sizes.h2);
  paragraph(doc, contact.text, { size: sizes.body, gap: 2 });
  paragraph(doc, contact.email ? `${contact.name} · ${contact.email}` : contact.name, {
    size: sizes.body,
    font: 'bold',
    gap: 4,
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
    margin: SUMMARY_MARGIN,
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
 * far as needed, so each summary of a plan of up to seven or eight items fits two pages.
 */
export function renderFamilySummaryPdf(response: FamilySummaryResponse): Promise<Buffer> {
  return fitOnePage(
    SCALES,
    (scale) => render(response, scale),
    PAGES_PER_SUMMARY * response.summaries.length,
  );
}
