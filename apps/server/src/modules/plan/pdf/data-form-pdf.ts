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

function writeGrid(doc: Pdf) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  let x = left;
  doc.lineWidth(0.6).strokeColor(INK);
  doc.rect(left, top, width, HEADER_HEIGHT).fillAndStroke('#e9f2ef', INK);
  for (const column of DATA_FORM_COLUMNS) {
    const columnWidth = column.share * width;
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(INK)
      .text(column.title, x + 4, top + 4, { width: columnWidth - 8 });
    if ('note' in column) {
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(MUTED)
        .text(column.note, x + 4, top + 16, { width: columnWidth - 8 });
    }
    x += columnWidth;
  }
  const bottom = top + HEADER_HEIGHT + DATA_FORM_ROWS * ROW_HEIGHT;
  for (let row = 1; row <= DATA_FORM_ROWS; row += 1) {
    const y = top + HEADER_HEIGHT + row * ROW_HEIGHT;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
  }
  doc.rect(left, top, width, bottom - top).stroke();
  x = left;
  for (const column of DATA_FORM_COLUMNS.slice(0, -1)) {
    x += column.share * width;
    doc.moveTo(x, top).lineTo(x, bottom).stroke();
  }
  doc.x = left;
  doc.y = bottom + 18;
}

function writeItemSection(doc: Pdf, plan: PlanDocument, item: PlanDocument['items'][number]) {
  keepTogether(doc, 70 + HEADER_HEIGHT + DATA_FORM_ROWS * ROW_HEIGHT);
  writeHeading(doc, `${item.key} · ${item.title}`, 13);
  const needs = needsAddressed(item, plan.needs).map(
    (need) => `${need.name} (${need.priorityLabel})`,
  );
  doc.font('bold').fontSize(9.5).fillColor(INK).text('Needs addressed: ', { continued: true });
  doc.font('regular').text(needs.length ? needs.join(', ') : 'none of the chosen needs');
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
  doc.font('bold').fontSize(11).fillColor(BRAND).text(PRODUCT_NAME, { characterSpacing: 0.5 });
  doc.font('bold').fontSize(22).fillColor(INK).text('Adaptation Data Form');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Prepared on ${longDateText(plan.createdAt)}`);
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
