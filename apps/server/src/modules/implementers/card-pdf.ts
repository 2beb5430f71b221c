import { PRODUCT_NAME } from '@trellis/shared/product';
import { fitOnePage } from '../../pdf/fit-one-page';
import {
  BRAND,
  MUTED,
  type Pdf,
  contentWidth,
  createPdf,
  keepTogether,
  numberPages,
} from '../../pdf/pdf-document';
import { artifact } from '../../pdf/pdf-structure';
import { writeParagraph } from '../../pdf/pdf-text';
import type { CardContent } from './cards.service';

// The teacher card on paper (issue 18): "Accommodations at a glance" for one implementer, one
// page to keep on the desk: the student, the implementer and class, each item's statement,
// where it applies and what to watch for, and who to ask. It prints the card the link opens
// (`cardOf`) but for "How to provide it": the how-to is for reading on the screen card, the
// paper is the at-a-glance reminder.

/** Type scales tried, largest first: the card shrinks only as far as one page needs. */
const SCALES = [1, 0.9, 0.8, 0.7] as const;
const RULE = '#ced4da';

function rule(doc: Pdf, scale: number) {
  const left = doc.page.margins.left;
  artifact(doc, () =>
    doc
      .moveTo(left, doc.y)
      .lineTo(left + contentWidth(doc), doc.y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke(),
  );
  doc.y += 7 * scale;
}

function writeItems(doc: Pdf, card: CardContent, scale: number) {
  if (card.items.length === 0) {
    writeParagraph(
      doc,
      'None of these accommodations are in the plan any more. Ask the case manager what to provide now.',
      10.5 * scale,
      { font: 'italic' },
    );
    return;
  }
  for (const item of card.items) {
    keepTogether(doc, 70 * scale);
    const heading = `${item.key} · ${item.title}`;
    writeParagraph(doc, heading, 12.5 * scale, {
      font: 'bold',
      color: BRAND,
      gap: 0.15,
      role: 'H2',
      bookmark: heading,
    });
    writeParagraph(doc, item.statement || 'The plan gives no statement for it.', 10.5 * scale, {
      gap: 0.2,
    });
    if (item.appliesTo) {
      writeParagraph(doc, item.appliesTo, 9.5 * scale, { lead: 'Where it applies: ', gap: 0.15 });
    }
    if (item.watchFor) {
      writeParagraph(doc, item.watchFor, 9.5 * scale, { lead: 'What to watch for: ', gap: 0.15 });
    }
    doc.y += 3 * scale;
    rule(doc, scale);
  }
}

function render(card: CardContent, scale: number): Pdf {
  const doc = createPdf({ title: `${PRODUCT_NAME} Teacher Card`, author: card.contact.name });
  const where = card.implementer.classOrPeriod ? `, ${card.implementer.classOrPeriod}` : '';
  writeParagraph(doc, PRODUCT_NAME, 10 * scale, { font: 'bold', color: BRAND, gap: 0.1 });
  writeParagraph(doc, 'Accommodations at a glance', 22 * scale, {
    font: 'bold',
    gap: 0.2,
    role: 'H1',
  });
  writeParagraph(doc, card.student, 11 * scale, { lead: 'Student: ', gap: 0.1 });
  writeParagraph(doc, `${card.implementer.name}${where}`, 11 * scale, { lead: 'For: ' });
  writeParagraph(
    doc,
    `Provide each of these for ${card.student} every time it applies, and note what you see.`,
    9.5 * scale,
    { color: MUTED, gap: 0.8 },
  );
  rule(doc, scale);
  writeItems(doc, card, scale);
  keepTogether(doc, 40 * scale);
  writeParagraph(doc, 'Who to ask', 12 * scale, {
    font: 'bold',
    color: BRAND,
    gap: 0.2,
    role: 'H2',
    bookmark: 'Who to ask',
  });
  writeParagraph(doc, `${card.contact.name}, case manager · ${card.contact.email}`, 10.5 * scale);
  numberPages(doc, `${PRODUCT_NAME} Teacher Card · ${card.student}`);
  return doc;
}

/** The card as a PDF: one page, the type made smaller when many items need it, more pages beyond. */
export function renderCardPdf(card: CardContent): Promise<Buffer> {
  return fitOnePage(SCALES, (scale) => render(card, scale));
}
