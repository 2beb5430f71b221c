import { groupNeedsByCategory } from '@trellis/shared/builder';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { TEST_CLASS_LABELS, testStatusLine } from '@trellis/shared/test-statuses';
import { appliesToText, groupStatements } from '@trellis/shared/iep-statements';
import { type PlanDocument, type PlanDocumentItem, needsAddressed } from '../plan-document';
import { longDateText } from '../../../lib/dates';
import {
  BRAND,
  INK,
  MUTED,
  type Pdf,
  contentWidth,
  createPdf,
  finish,
  keepTogether,
  numberPages,
} from '../../../pdf/pdf-document';
import { writeCheckedList, writeList } from '../../../pdf/pdf-list';
import { addContent, artifact, group, tagged } from '../../../pdf/pdf-structure';
import {
  writeBlankFields,
  writeHeading,
  writeLabel,
  writeMarkdown,
  writePlain,
} from '../../../pdf/pdf-text';

/** The look of the plan's section headings (H2). */
const SECTION = { level: 2, size: 14 } as const;

function writeTitle(doc: Pdf, plan: PlanDocument, title: string) {
  tagged(doc, 'P', () =>
    doc.font('bold').fontSize(11).fillColor(BRAND).text(PRODUCT_NAME, { characterSpacing: 0.5 }),
  );
  doc.moveDown(0.2);
  tagged(doc, 'H1', () => doc.font('bold').fontSize(24).fillColor(INK).text(title));
  const by = [plan.preparedBy, plan.district].filter(Boolean).join(', ');
  tagged(doc, 'P', () =>
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`Prepared by ${by} with ${PRODUCT_NAME} on ${longDateText(plan.createdAt)}`),
  );
  doc.moveDown(1.2);
  writeBlankFields(doc, [
    { label: 'Student Name', width: 220, value: plan.studentName },
    { label: 'Date', width: 110 },
  ]);
}

function writeProfile(doc: Pdf, plan: PlanDocument) {
  writeHeading(doc, 'Strengths', SECTION);
  if (plan.strengths.length === 0) writePlain(doc, 'None chosen.', { italic: true });
  else
    writeCheckedList(
      doc,
      plan.strengths.map((text) => ({ text })),
    );
  doc.moveDown(0.6);
  writeHeading(doc, 'Needs', SECTION);
  if (plan.needs.length === 0) writePlain(doc, 'None chosen.', { italic: true });
  for (const category of groupNeedsByCategory(plan.needs)) {
    writeLabel(doc, category.name);
    writeCheckedList(
      doc,
      category.needs.map((need) => ({ text: need.name, detail: `${need.priorityLabel} priority` })),
    );
    doc.moveDown(0.3);
  }
}

/** The crosswalk of an item: its CCSSO class and each program's word on it. */
function writeStateTests(doc: Pdf, item: PlanDocumentItem) {
  const { testClass, tests } = item.crosswalk;
  if (!testClass && tests.length === 0) return;
  const lines = [
    ...(testClass ? [`CCSSO class: ${TEST_CLASS_LABELS[testClass]}`] : []),
    ...tests.map(testStatusLine),
  ];
  for (const line of lines) {
    tagged(doc, 'P', () => doc.font('regular').fontSize(9.5).fillColor(MUTED).text(line));
  }
  doc.fillColor(INK);
}

/** The plan's statements grouped as a team enters them, ready to read in the meeting. */
function writeStatements(doc: Pdf, plan: PlanDocument) {
  doc.moveDown(0.6);
  writeHeading(doc, 'IEP Statements', SECTION);
  for (const section of groupStatements(
    plan.items.map((item) => ({ ...item, section: item.iepSection })),
  )) {
    keepTogether(doc, 40);
    writeLabel(doc, section.heading);
    writeList(
      doc,
      section.statements.map((item) => ({
        label: item.key,
        runs: [{ text: item.iepStatement, bold: false, italic: false }],
      })),
    );
    doc.moveDown(0.3);
  }
}

interface IndexRow {
  page: number;
  y: number;
  key: string;
  /** The row's text, to which its page number is added once known. */
  body: PDFKit.PDFStructureElement;
}

/**
 * The item index, a list of keys (Lbl) and titles (LBody); page numbers are filled in once
 * the items are laid out.
 */
function writeIndex(doc: Pdf, plan: PlanDocument): IndexRow[] {
  doc.moveDown(0.6);
  writeHeading(doc, 'Accommodations in This Plan', SECTION);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const rows: IndexRow[] = [];
  group(doc, 'L', () => {
    for (const item of plan.items) {
      keepTogether(doc, 16);
      const y = doc.y;
      group(doc, 'LI', () => {
        tagged(doc, 'Lbl', () =>
          doc.font('bold').fontSize(10.5).fillColor(INK).text(item.key, left, y, { width: 40 }),
        );
        const body = tagged(
          doc,
          'LBody',
          () => doc.font('regular').text(item.title, left + 44, y, { width: width - 44 - 40 }),
          { open: true },
        );
        rows.push({ page: currentPage(doc), y, key: item.key, body });
      });
      doc.y = Math.max(doc.y, y + 14) + 3;
    }
  });
  doc.x = left;
  return rows;
}

function currentPage(doc: Pdf): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
}

/** Writes one item in full; returns the page its heading is on. */
function writeItem(doc: Pdf, plan: PlanDocument, item: PlanDocumentItem): number {
  keepTogether(doc, 160);
  const page = currentPage(doc);
  const left = doc.page.margins.left;
  artifact(doc, () =>
    doc
      .moveTo(left, doc.y)
      .lineTo(left + contentWidth(doc), doc.y)
      .lineWidth(0.6)
      .strokeColor('#ced4da')
      .stroke(),
  );
  doc.moveDown(0.6);
  writeHeading(doc, `${item.key} · ${item.title}`, { level: 2, size: 15 });
  writePlain(doc, item.subtitle, { italic: true });
  const kind = item.modification ? 'Modification' : 'Accommodation';
  const addressed = needsAddressed(item, plan.needs).map((need) => need.name);
  tagged(doc, 'P', () =>
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(
        `Tier ${item.tier} · ${kind}${addressed.length ? ` · Addresses ${addressed.join(', ')}` : ''}`,
      ),
  );
  doc.moveDown(0.6);
  writeLabel(doc, 'IEP Statement');
  writePlain(doc, item.iepStatement);
  writePlain(doc, `Applies to: ${appliesToText(item.details.appliesTo)}`);
  writeStateTests(doc, item);
  doc.moveDown(0.4);
  writeLabel(doc, 'Description');
  writeMarkdown(doc, item.description);
  writeLabel(doc, 'Considerations');
  writeMarkdown(doc, item.considerations);
  writeLabel(doc, 'Examples');
  if (item.examples.length === 0) writePlain(doc, 'None');
  else
    writeList(
      doc,
      item.examples.map((example) => ({
        runs: [{ text: example.replace(/\s*\n\s*/g, ' '), bold: false, italic: false }],
      })),
    );
  writeLabel(doc, 'Related Links');
  if (item.links.length === 0) writePlain(doc, 'None');
  else
    writeList(
      doc,
      item.links.map((link) => ({
        runs: [
          { text: `${link.title}: `, bold: true, italic: false },
          { text: link.url, bold: false, italic: false },
        ],
      })),
    );
  doc.moveDown(0.8);
  return page;
}

function fillIndexPages(doc: Pdf, rows: IndexRow[], itemPages: Map<string, number>) {
  for (const row of rows) {
    const page = itemPages.get(row.key);
    // pdfkit writes no part of the structure while an element in it is still open.
    if (page === undefined) {
      row.body.end();
      continue;
    }
    doc.switchToPage(row.page);
    addContent(row.body, () =>
      doc
        .font('regular')
        .fontSize(10.5)
        .fillColor(MUTED)
        .text(String(page + 1), doc.page.margins.left, row.y, {
          width: contentWidth(doc),
          align: 'right',
          lineBreak: false,
        }),
    );
  }
}

/**
 * The plan PDF: title page with the Student Name (blank unless given) and a blank Date, the
 * chosen strengths and needs as checked lists, an index of the plan with page numbers, the
 * IEP statements grouped as a team enters them, then every item in full.
 */
export async function renderPlanPdf(plan: PlanDocument): Promise<Buffer> {
  const doc = createPdf({ title: `${PRODUCT_NAME} Accommodation Plan`, author: plan.preparedBy });
  writeTitle(doc, plan, 'Accommodation Plan');
  writeProfile(doc, plan);
  const index = writeIndex(doc, plan);
  writeStatements(doc, plan);
  doc.addPage();
  const itemPages = new Map(
    plan.items.map((item) => [item.key, group(doc, 'Sect', () => writeItem(doc, plan, item))]),
  );
  fillIndexPages(doc, index, itemPages);
  numberPages(doc, `${PRODUCT_NAME} Accommodation Plan`);
  return finish(doc);
}
