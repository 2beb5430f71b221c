import { type CardContent, cardOf, openCard } from './cards.service';
import { fileSlug } from '../../lib/file-names';
import { planFor } from '../../domain/plans/plan-access';
import { AppError } from '../../errors';
import { renderPdf } from '../../pdf/pdf-pool';
import { entryOf, IMPLEMENTER_MESSAGES, type ImplementersDeps } from './implementer-context';
import { findCardContext } from './implementers.repository';

// The teacher card as a PDF (issue 18): through the card's own link, or signed in by anyone
// who may see the plan. Both print the card GET /cards/:token shows (cardOf).

/**
 * The download's name: `trellis-card-<student>-<implementer>.pdf`. Kept apart from the renderer,
 * which only the PDF workers load.
 */
function cardPdfFileName(card: CardContent): string {
  const student = fileSlug(card.student, 'student');
  const implementer = fileSlug(card.implementer.name, 'teacher');
  return `trellis-card-${student}-${implementer}.pdf`;
}

/** `GET /cards/:token/pdf`: only a card link, with the same 404 and limit as the card. */
export async function linkCardPdf(deps: ImplementersDeps, token: string, ip: string) {
  const card = await openCard(deps, token, ip);
  return { pdf: await renderPdf({ kind: 'card', data: card }), fileName: cardPdfFileName(card) };
}

/** `GET /plans/:id/implementers/:implementerId/card.pdf`: for anyone who may see the plan. */
export async function implementerCardPdf(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  implementerId: string,
) {
  await planFor(deps, userId, planId, 'view');
  const entry = await entryOf(deps.db, planId, implementerId);
  const context = await findCardContext(deps.db, implementerId);
  if (!context) throw new AppError('NOT_FOUND', IMPLEMENTER_MESSAGES.notFound);
  const card = cardOf(deps, context, entry.name);
  return { pdf: await renderPdf({ kind: 'card', data: card }), fileName: cardPdfFileName(card) };
}
