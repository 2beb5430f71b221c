import type {
  FamilySummary,
  FamilySummaryResponse,
  SummaryItem,
} from '@trellis/shared/family-summary';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { translator } from '../../lib/i18n';
import {
  BRAND,
  INK,
  MUTED,
  type Pdf,
  contentWidth,
  createPdf,
  keepTogether,
  numberPages,
} from '../../pdf/pdf-document';
import { fitOnePage } from '../../pdf/fit-one-page';
import type { FontWidth } from '../../pdf/pdf-fonts';
import { artifact, group, tagged } from '../../pdf/pdf-structure';
import { type ParagraphStyle, writeParagraph } from '../../pdf/pdf-text';
import { type TableColumn, writeTable } from '../../pdf/pdf-table';

// The family summary as a PDF (issue 24, decisions 028 and 030): the same document the page
// shows, on one or two portrait pages per language for a plan of up to twelve items, the body
// never under 9.75 points. Measured over 20 random plans from the library per size, pages per
// language within two (English, Spanish): 10 items 20 and 20 of 20; 11 items 20 and 20; 12
// items 20 and 17; 13 items 13 and 6. Tagged like every PDF here: H1 title, H2 sections (the
// bookmarks), H3 groups, P, lists, and the facts as a table with header cells. Each item is
// one paragraph led by its title in bold, as a printed handout sets it, the team's details on
// a muted line under it; the home tips are a list led by the item's title; the glossary runs
// in two columns. The groups' intros are left to the web page: on paper the headings say
// enough. Both languages: the English summary, then the Spanish one from a new page, each
// part a Sect carrying its own language.

/** A type setting: the scale of the sizes below, and how wide the letters are. */
interface Setting {
  scale: number;
  width: FontWidth;
}

/**
 * Type settings tried, most readable first: the body at 10.5, 10 and 9.75 points, then the
 * same sizes in the condensed cut, as tall and a tenth narrower, before the summary would run
 * on to a third page (decision 030). The type shrinks no further, so a plan of more than
 * twelve or thirteen items runs on instead.
 */
const SETTINGS: readonly Setting[] = (['standard', 'condensed'] as const).flatMap((width) =>
  [1, 0.955, 0.93].map((scale) => ({ scale, width })),
);
/** Pages each summary should fit on. */
const PAGES_PER_SUMMARY = 2;
/** Half an inch: a handout's margin, which leaves room for a usual plan on two pages. */
const SUMMARY_MARGIN = 36;
const COLUMN_GAP = 18;
/** Lines 1.2 times the type apart, as a printed handout sets them. */
const LEADING = 1.2;
/** Points after each item of a list. */
const LIST_GAP = 1;
/** Points after each plan item, between it and the next. */
const ITEM_GAP = 3;

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

/** The points to add to the font's own line height for lines LEADING times `size` apart. */
function lineGapAt(doc: Pdf, size: number) {
  return Math.max(0, LEADING * size - doc.fontSize(size).currentLineHeight(true));
}

/** A paragraph at `style.size` points with `gap` points after it (4 unless said). */
function paragraph(
  doc: Pdf,
  text: string,
  { size, gap = 4, ...style }: { size: number; gap?: number } & Omit<ParagraphStyle, 'gap'>,
) {
  writeParagraph(doc, text, size, { lineGap: lineGapAt(doc, size), ...style, gap: gap / size });
}

/** Points after a heading. */
const HEADING_GAP = 2.5;

/** The height of a heading's line and the space after it. */
const headingHeight = (size: number) => LEADING * size + HEADING_GAP;

/** The height of two lines of body text: what is kept with a heading, or together. */
const twoLines = (sizes: Sizes) => 2 * LEADING * sizes.body;

/**
 * A heading kept on one page with the `after` points that follow it (the first two lines
 * under it unless said); the second-level ones are the bookmarks.
 */
function heading(
  doc: Pdf,
  text: string,
  level: 'H1' | 'H2' | 'H3',
  sizes: Sizes,
  after = twoLines(sizes),
) {
  const size = { H1: sizes.h1, H2: sizes.h2, H3: sizes.h3 }[level];
  keepTogether(doc, headingHeight(size) + after);
  paragraph(doc, text, {
    size,
    font: 'bold',
    color: BRAND,
    gap: HEADING_GAP,
    role: level,
    bookmark: level === 'H2' ? text : undefined,
  });
}

function writeFacts(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  const widthIn = (font: string, text: string) =>
    doc.font(font).fontSize(sizes.small).widthOfString(text);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  // Each column as wide as its label and value on one line each, when they all fit (a usual
  // plan's do, in both languages); otherwise as its longer word run asks, so few cells wrap.
  // A cell's padding is 3.5 points a side; a point more keeps a word from just missing.
  const oneLine = summary.facts.map(
    (fact) => Math.max(widthIn('bold', fact.label), widthIn('regular', fact.value)) + 8,
  );
  const widths =
    sum(oneLine) <= contentWidth(doc)
      ? oneLine
      : summary.facts.map(
          (fact) =>
            Math.max(widthIn('bold', fact.label), widthIn('regular', fact.value) * 0.6) + 12,
        );
  const total = sum(widths);
  const columns: TableColumn[] = summary.facts.map((fact, index) => ({
    title: fact.label,
    share: (widths[index] ?? 0) / total,
  }));
  writeTable(doc, columns, [summary.facts.map((fact) => [{ text: fact.value }])], sizes.small);
  doc.moveDown(0.5);
}

/**
 * Where an item is used, unless its group's heading says it already ("In class" under "In
 * class"), then its details, in small type: one line of those in the summary's language,
 * then one of the team's own words in theirs, marked so a reader speaks them so.
 */
function detailLines(summary: FamilySummary, groupHeading: string, item: SummaryItem) {
  const same = (a: string, b: string) =>
    a.toLocaleLowerCase(summary.lang) === b.toLocaleLowerCase(summary.lang);
  const used = same(item.where, groupHeading)
    ? []
    : [{ text: `${translator(summary.locale)('item.where')}: ${item.where}`, lang: summary.lang }];
  const parts = [
    ...used,
    ...item.details.map((detail) => ({
      text: `${detail.label}: ${detail.value}`,
      lang: detail.lang,
    })),
  ];
  const own = parts.filter((part) => part.lang === summary.lang);
  const theirs = parts.filter((part) => part.lang !== summary.lang);
  return [own, theirs]
    .filter((line) => line.length > 0)
    .map((line) => ({
      text: line.map((part) => part.text).join(' · '),
      lang: line === theirs ? line[0]?.lang : undefined,
    }));
}

function writeItem(
  doc: Pdf,
  summary: FamilySummary,
  groupHeading: string,
  item: SummaryItem,
  sizes: Sizes,
) {
  const lines = detailLines(summary, groupHeading, item);
  // The title and the text's first two lines stay together.
  keepTogether(doc, twoLines(sizes));
  // The title leads its text as a sentence of its own.
  const lead = /[.?!]$/.test(item.title) ? `${item.title} ` : `${item.title}. `;
  paragraph(doc, item.text, { size: sizes.body, lead, gap: lines.length ? 0.5 : ITEM_GAP });
  lines.forEach((line, index) => {
    const last = index === lines.length - 1;
    paragraph(doc, line.text, {
      size: sizes.small,
      color: MUTED,
      gap: last ? ITEM_GAP : 0.5,
      lang: line.lang,
    });
  });
}

function writeSchool(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  const { school } = summary;
  // Kept with the first group's heading and the first lines under it.
  const after = school.empty ? twoLines(sizes) : headingHeight(sizes.h3) + twoLines(sizes);
  heading(doc, school.heading, 'H2', sizes, after);
  if (school.empty) paragraph(doc, school.empty, { size: sizes.body });
  for (const entry of school.groups) {
    // No group's intro on paper: most restate their heading, and what a modification can
    // mean for grades and the diploma is said by every modification's own text, the
    // glossary and the question about modifications.
    heading(doc, entry.heading, 'H3', sizes);
    for (const item of entry.items) writeItem(doc, summary, entry.heading, item, sizes);
  }
}

/** A bullet list item: an optional bold label read apart (an item's title), then its text. */
interface Bullet {
  label?: string;
  text: string;
}

/** How far a list's text stands in from the margin, its bullet in the space. */
const LIST_INDENT = 14;

/**
 * A bulleted list (L → LI → Lbl/LBody), its bullets drawn as decorations, set as the body
 * is, at its line spacing (the shared list's wider spacing is for the plan's documents), each
 * item a line or two with a point after it.
 */
function writeBullets(doc: Pdf, items: Bullet[], sizes: Sizes) {
  const left = doc.page.margins.left;
  const x = left + LIST_INDENT;
  const options = { width: contentWidth(doc) - LIST_INDENT, lineGap: lineGapAt(doc, sizes.body) };
  const lineHeight = LEADING * sizes.body;
  group(doc, 'L', () => {
    for (const { label, text } of items) {
      // An item's first two lines stay together.
      keepTogether(doc, lineHeight * 2);
      const top = doc.y;
      artifact(doc, () =>
        doc
          .fillColor(INK)
          .circle(left + 5, top + sizes.body * 0.62, 1.8)
          .fill(),
      );
      group(doc, 'LI', () => {
        doc.fontSize(sizes.body).fillColor(INK);
        if (label) {
          tagged(doc, 'Lbl', () =>
            doc.font('bold').text(`${label} `, x, top, { ...options, continued: true }),
          );
          tagged(doc, 'LBody', () => doc.font('regular').text(text));
        } else {
          tagged(doc, 'LBody', () => doc.font('regular').text(text, x, top, options));
        }
      });
      doc.y += LIST_GAP;
    }
  });
  doc.x = left;
  doc.y += 3;
}

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
      doc.heightOfString(`${lead}${meaning}`, {
        width: width - boldExtra,
        lineGap: lineGapAt(doc, sizes.body),
      }) + gap
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
  heading(doc, glossary.heading, 'H2', sizes);
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
  heading(doc, home.heading, 'H2', sizes);
  paragraph(doc, home.intro, { size: sizes.body });
  if (home.tips.length) {
    writeBullets(
      doc,
      home.tips.map((tip) => ({ label: `${tip.title}:`, text: tip.text })),
      sizes,
    );
  }
  heading(doc, questions.heading, 'H2', sizes);
  writeBullets(
    doc,
    questions.items.map((question) => ({ text: question })),
    sizes,
  );
  writeGlossary(doc, summary, sizes);
  heading(doc, contact.heading, 'H2', sizes);
  paragraph(doc, contact.text, { size: sizes.body, gap: 2 });
  paragraph(doc, contact.email ? `${contact.name} · ${contact.email}` : contact.name, {
    size: sizes.body,
    font: 'bold',
  });
}

function writeSummary(doc: Pdf, summary: FamilySummary, sizes: Sizes) {
  heading(doc, summary.title, 'H1', sizes);
  paragraph(doc, summary.intro, { size: sizes.body, gap: 6 });
  writeFacts(doc, summary, sizes);
  writeSchool(doc, summary, sizes);
  writeLists(doc, summary, sizes);
}

function render(response: FamilySummaryResponse, { scale, width }: Setting): Pdf {
  const [first, ...rest] = response.summaries;
  if (!first) throw new Error('a family summary PDF needs a summary');
  const doc = createPdf({
    title: response.summaries.map((summary) => summary.title).join(' / '),
    author: first.contact.name,
    lang: first.lang,
    margin: SUMMARY_MARGIN,
    fontWidth: width,
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
 * The family summary (one language or both) as a tagged PDF: the type shrinks a little, then
 * narrows, as far as needed, so each summary of a plan of up to twelve items fits two pages.
 */
export function renderFamilySummaryPdf(response: FamilySummaryResponse): Promise<Buffer> {
  return fitOnePage(
    SETTINGS,
    (setting) => render(response, setting),
    PAGES_PER_SUMMARY * response.summaries.length,
  );
}
