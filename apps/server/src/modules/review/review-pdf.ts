import { percentText, ratingText } from '@trellis/shared/monitoring';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { REVIEW_DECISION_LABELS, type ReviewResponse } from '@trellis/shared/review-meeting';
import { gradeLabel, type PlanGrade } from '@trellis/shared/plan-grades';
import { longDateText } from '../../lib/dates';
import { fitOnePage } from '../../pdf/fit-one-page';
import { BRAND, INK, MUTED, type Pdf, createPdf, numberPages } from '../../pdf/pdf-document';
import { tagged } from '../../pdf/pdf-structure';
import { type Cell, type TableColumn, writeTable } from '../../pdf/pdf-table';

// The review summary on one page for the meeting (issue 18): per item the log's figures, the
// suggestion with its reason, the team's decision and note, and who provides it. Landscape,
// so the five columns read as a table; the type shrinks as far as needed to fit one page.

type ReviewItem = ReviewResponse['items'][number];

/** Type sizes tried, largest first: about 12 items fit one page at one of them. */
const SCALES = [1, 0.9, 0.8, 0.72] as const;
/** The table's type size at scale 1. */
const TABLE_SIZE = 9;

const COLUMNS: readonly TableColumn[] = [
  { title: 'Accommodation', share: 0.17 },
  { title: 'Provided', share: 0.08 },
  { title: 'Used', share: 0.065 },
  { title: 'Rated', share: 0.065 },
  { title: 'Suggested', share: 0.26 },
  { title: 'The team’s decision', share: 0.23 },
  { title: 'Provided by', share: 0.13 },
];

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (date: string) => new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
/** "Nov 24" (the table, within the header's range) for a calendar date or a moment. */
const shortDayText = (date: string) => shortDate.format(dateOf(date));

/**
 * A reason as the table shows it after "Keep: ": in lower case, as written and as the screen
 * shows it, with "35 %" never split at the end of a line.
 */
const unbrokenPercent = (text: string) => text.replace(/ %/g, '\u00a0%');

function itemCell(item: ReviewItem): Cell {
  return [
    { text: `${item.key} · ${item.title}`, font: 'bold' },
    {
      text: item.lastLoggedOn ? `Last logged ${shortDayText(item.lastLoggedOn)}` : 'Never logged',
      color: MUTED,
      scale: 0.9,
    },
  ];
}

/** The provided, used and rated cells: the log's figures, the student's own view below. */
function figureCells(item: ReviewItem): Cell[] {
  const { figures, student } = item;
  const view = (text: string): Cell =>
    student.views > 0 ? [{ text, color: MUTED, scale: 0.9 }] : [];
  return [
    [
      { text: percentText(figures.providedShare) },
      { text: `of ${figures.occasions}`, color: MUTED, scale: 0.9 },
    ],
    [{ text: percentText(figures.useShare) }, ...view(`student ${percentText(student.useShare)}`)],
    [
      { text: ratingText(figures.meanRating) },
      ...view(`student ${ratingText(student.meanRating)}`),
    ],
  ];
}

function suggestionCell(item: ReviewItem): Cell {
  const { suggestion } = item;
  const label = REVIEW_DECISION_LABELS[suggestion.decision];
  return [
    {
      lead: suggestion.lowData ? `${label} (too little logged): ` : `${label}: `,
      text: unbrokenPercent(suggestion.reason),
    },
  ];
}

function decisionCell(item: ReviewItem): Cell {
  const { saved } = item;
  if (!saved) {
    return [
      { text: 'Not decided yet', font: 'italic', color: MUTED },
      { text: 'Keep · Adjust · Fade · Remove', color: MUTED },
    ];
  }
  const label = REVIEW_DECISION_LABELS[saved.decision];
  const by = `(${saved.decidedBy}, ${shortDayText(saved.decidedAt)})`;
  return [
    {
      lead: saved.note ? `${label}: ` : `${label} `,
      text: saved.note ? `${saved.note} ${by}` : by,
    },
  ];
}

/** Who provides the item; a tick before those who confirmed reading their card. */
function providersCell(item: ReviewItem): Cell {
  if (item.providers.length === 0) return [{ text: 'Nobody named', font: 'italic', color: MUTED }];
  return item.providers.map((provider) => ({
    text: provider.acknowledgedAt ? `✓ ${provider.name}` : provider.name,
  }));
}

function writeHeader(doc: Pdf, review: ReviewResponse, scale: number) {
  const { plan } = review;
  const left = doc.page.margins.left;
  tagged(doc, 'P', () =>
    doc
      .font('bold')
      .fontSize(9 * scale)
      .fillColor(BRAND)
      .text(PRODUCT_NAME, left, doc.y, { characterSpacing: 0.5 }),
  );
  tagged(doc, 'H1', () =>
    doc
      .font('bold')
      .fontSize(18 * scale)
      .fillColor(INK)
      .text(`Review summary: ${plan.label}`),
  );
  const facts = [
    plan.planType,
    plan.grade ? gradeLabel(plan.grade as PlanGrade) : null,
    plan.reviewDate ? `Review date ${longDateText(plan.reviewDate)}` : 'No review date set',
    `Case manager ${plan.caseManager}`,
  ].filter((fact): fact is string => fact !== null);
  tagged(doc, 'P', () =>
    doc
      .font('regular')
      .fontSize(10 * scale)
      .text(facts.join(' · ')),
  );
  const range = review.from
    ? `Figures from the delivery log, ${longDateText(review.from)} to ${longDateText(review.to)}.`
    : `Nothing is logged yet (to ${longDateText(review.to)}).`;
  tagged(doc, 'P', () =>
    doc
      .fontSize(8.5 * scale)
      .fillColor(MUTED)
      .text(
        `${range} Provided: share of the logged occasions (partly counts half), of how many. Used: share of the occasions it was provided. Rated: the mean of 1–5. The student’s own view is shown apart. ✓ confirmed reading their card. The log suggests; the team decides.`,
      ),
  );
  doc.moveDown(0.5);
}

function render(review: ReviewResponse, scale: number): Pdf {
  const doc = createPdf({
    title: `${PRODUCT_NAME} Review Summary`,
    author: review.plan.caseManager,
    layout: 'landscape',
  });
  writeHeader(doc, review, scale);
  if (review.items.length === 0) {
    tagged(doc, 'P', () =>
      doc
        .font('italic')
        .fontSize(10 * scale)
        .fillColor(INK)
        .text('This plan has no accommodations yet.'),
    );
  }
  const rows = review.items.map((item) => [
    itemCell(item),
    ...figureCells(item),
    suggestionCell(item),
    decisionCell(item),
    providersCell(item),
  ]);
  if (rows.length) writeTable(doc, COLUMNS, rows, TABLE_SIZE * scale);
  numberPages(doc, `${PRODUCT_NAME} Review Summary · ${review.plan.label}`);
  return doc;
}

/** The review summary as a PDF: one landscape page for about 12 items, more beyond. */
export function renderReviewPdf(review: ReviewResponse): Promise<Buffer> {
  return fitOnePage(SCALES, (scale) => render(review, scale));
}
