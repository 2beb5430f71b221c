import { useParams } from 'react-router';
import { type CardResponse, CardTokenSchema } from '@trellis/shared/implementers';
import { DownloadLink } from '../../components/download-link';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { isNotFound } from '../../lib/api-client';
import { Acknowledgement } from './acknowledgement';
import { cardPdfPath, downloadCardPdf, useCard } from './api/card';
import { CardItems } from './card-items';
import { INCOMPLETE_LINK, LinkGone } from './link-gone';
import { CardLogSection } from './link-log';
import { LoadFailed } from '../../components/load-failed';

function Card({ token, card }: { token: string; card: CardResponse }) {
  const forWhom = [card.implementer.name, card.implementer.classOrPeriod]
    .filter(Boolean)
    .join(', ');
  return (
    <article className="py-4 narrow-page card-page">
      <PageHeading>Accommodations for {card.student}</PageHeading>
      <p className="lead">For {forWhom}</p>
      {card.items.length > 0 && (
        <p>
          {/* The link itself opens the PDF: no sign-in, nothing but this card. */}
          <DownloadLink path={cardPdfPath(token)} download={downloadCardPdf}>
            Download the card (PDF)
          </DownloadLink>
        </p>
      )}
      <CardItems card={card} />
      <p>
        Questions? Ask {card.contact.name} (
        <a href={`mailto:${card.contact.email}`} className="text-break">
          {card.contact.email}
        </a>
        ).
      </p>
      <Acknowledgement token={token} card={card} />
      <CardLogSection token={token} />
    </article>
  );
}

/**
 * /card/:token — an implementer's teacher card, opened from the e-mailed link without an
 * account (issue 18): the student's label, their accommodations, whom to ask, "I have read
 * this card", and their delivery log. Nothing else of the plan is shown.
 */
export function CardPage() {
  const { token = '' } = useParams();
  const wellFormed = CardTokenSchema.safeParse(token).success;
  const card = useCard(token, wellFormed);

  if (!wellFormed) return <LinkGone message={INCOMPLETE_LINK} />;
  if (card.isPending) return <LoadingIndicator />;
  if (card.isError) {
    if (isNotFound(card.error)) return <LinkGone message={card.error.message} />;
    return (
      <section className="py-4 narrow-page">
        <PageHeading>Accommodations card</PageHeading>
        <LoadFailed what="the card" error={card.error} onRetry={() => void card.refetch()} />
      </section>
    );
  }
  return <Card token={token} card={card.data} />;
}
