import { PRODUCT_NAME } from '@trellis/shared/product';
import { type PlanDocument, needsAddressed } from '../plan-document';
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
import { artifact, emptyCell, group, tagged } from '../../../pdf/pdf-structure';
import { writeBlankFields, writeHeading, writePlain } from '../../../pdf/pdf-text';

/** The data form's columns: what a teacher records each time (widths are shares of the row). */
export const DATA_FORM_COLUMNS = [
  { title: 'Date', share: 0.13 },
  { title: 'Provided?', note: 'Yes / No', share: 0.14 },
  { title: 'Student used?', note: 'Yes / No', share: 0.17 },
  { title: 'How well it worked', note: '1 not at all – 4 very well', share: 0.2 },
  { title: 'Notes', share: 0.36 },
] as const;

/** Recording rows per accommodation: about two school weeks of sessions. */
export const DATA_FORM_ROWS = 7;

const HEADER_HEIGHT = 34;
const ROW_HEIGHT = 21;

/** The header cell of a column: its title, then its sub-label, read as one header. */
function drawHeaderCell(
  doc: Pdf,
  column: (typeof DATA_FORM_COLUMNS)[number],
  x: number,
  top: number,
  width: number,
) {
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(column.title, x + 4, top + 4, { width: width - 8 });
  if ('note' in column) {
    doc.font('regular').fontSize(7).fillColor(MUTED);
    // A space where the sub-label starts shows nothing, but keeps title and sub-label two
    // words for text extraction and screen readers ("Provided? Yes / No").
    doc.text(' ', x + 4, top + 16, { lineBreak: false });
    doc.text(column.note, x + 4, top + 16, { width: width - 8 });
  }
}

/** The rules of the grid: the rows, the frame and the columns. */
function drawGridLines(doc: Pdf, top: number, bottom: number) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  for (let row = 1; row <= DATA_FORM_ROWS; row += 1) {
    const y = top + HEADER_HEIGHT + row * ROW_HEIGHT;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
  }
  doc.rect(left, top, width, bottom - top).stroke();
  let x = left;
  for (const column of DATA_FORM_COLUMNS.slice(0, -1)) {
    x += column.share * width;
    doc.moveTo(x, top).lineTo(x, bottom).stroke();
  }
}

/**
 * The recording grid: a table (Table → TR → TH) whose header cells each hold a column's
 * title and sub-label in that order, then the blank rows to write in (TR → empty TD).
 */
function writeGrid(doc: Pdf) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.lineWidth(0.6).strokeColor(INK);
  artifact(doc, () => doc.rect(left, top, width, HEADER_HEIGHT).fillAndStroke('#e9f2ef', INK));
  group(doc, 'Table', () => {
    group(doc, 'TR', () => {
      let x = left;
      for (const column of DATA_FORM_COLUMNS) {
        const columnWidth = column.share * width;
        const cellX = x;
        tagged(doc, 'TH', () => drawHeaderCell(doc, column, cellX, top, columnWidth), {
          columnHeader: true,
        });
        x += columnWidth;
      }
    });
    for (let row = 1; row <= DATA_FORM_ROWS; row += 1) {
      group(doc, 'TR', () => DATA_FORM_COLUMNS.forEach(() => emptyCell(doc)));
    }
  });
  const bottom = top + HEADER_HEIGHT + DATA_FORM_ROWS * ROW_HEIGHT;
  artifact(doc, () => drawGridLines(doc, top, bottom));
  doc.x = left;
  doc.y = bottom + 18;
}

function writeItemSection(doc: Pdf, plan: PlanDocument, item: PlanDocument['items'][number]) {
  keepTogether(doc, 70 + HEADER_HEIGHT + DATA_FORM_ROWS * ROW_HEIGHT);
  writeHeading(doc, `${item.key} · ${item.title}`, { level: 2, size: 13 });
  const needs = needsAddressed(item, plan.needs).map(
    (need) => `${need.name} (${need.priorityLabel})`,
  );
  tagged(doc, 'P', () => {
    doc.font('bold').fontSize(9.5).fillColor(INK).text('Needs addressed: ', { continued: true });
    doc.font('regular').text(needs.length ? needs.join(', ') : 'none of the chosen needs');
  });
  doc.moveDown(0.4);
  writeGrid(doc);
}

/**
 * The Adaptation Data Form: for each plan accommodation its key, title and the chosen
 * needs it addresses, then a grid to record, session by session, whether it was provided,
 * whether the student used it, how well it worked, and notes.
 */
export async function renderDataFormPdf(plan: PlanDocument): Promise<Buffer> {
  const doc = createPdf({ title: `${PRODUCT_NAME} Adaptation Data Form`, author: plan.preparedBy });
  tagged(doc, 'P', () =>
    doc.font('bold').fontSize(11).fillColor(BRAND).text(PRODUCT_NAME, { characterSpacing: 0.5 }),
  );
  tagged(doc, 'H1', () =>
    doc.font('bold').fontSize(22).fillColor(INK).text('Adaptation Data Form'),
  );
  tagged(doc, 'P', () =>
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`Prepared on ${longDateText(plan.createdAt)}`),
  );
  doc.moveDown(1);
  writeBlankFields(doc, [
    { label: 'Student Name', width: 200, value: plan.studentName },
    { label: 'Recorded by', width: 150 },
  ]);
  writePlain(
    doc,
    'Each time the student could use an accommodation, write the date, whether it was provided, whether the student used it, how well it worked from 1 (not at all) to 4 (very well), and anything the team should know. Bring the form to the next IEP meeting.',
  );
  doc.moveDown(0.6);
  for (const item of plan.items) writeItemSection(doc, plan, item);
  numberPages(doc, `${PRODUCT_NAME} Adaptation Data Form`);
  return finish(doc);
}
