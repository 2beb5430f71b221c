import { useCallback, useRef } from 'react';
import { useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { type CardResponse, CardTokenSchema } from '@trellis/shared/implementers';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { RichText } from '../../components/rich-text';
import { isNotFound } from '../../lib/api-client';
import { useAcknowledgeCard, useCard } from './api/card';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const INCOMPLETE_LINK =
  'This link is not complete. Open it again from the e-mail, or ask the person who sent it.';

/** The link is unknown, expired or withdrawn: the server's words, under a plain heading. */
function LinkGone({ message }: { message: string }) {
  return (
    <section className="py-4 narrow-page">
      <PageHeading>This link no longer works</PageHeading>
      <Alert variant="warning" role="alert">
        {message}
      </Alert>
    </section>
  );
}

const NO_ITEMS =
  'None of your accommodations for this student are in the plan now; there is nothing to confirm.';

function CardItems({ card }: { card: CardResponse }) {
  if (card.items.length === 0) return <p>{NO_ITEMS}</p>;
  return (
    // Safari drops a list's role once its markers are gone: the role keeps it a list.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ol className="list-unstyled" role="list">
      {card.items.map((item) => (
        <li key={item.key} className="border-top pt-3 mb-4">
          <h2 className="h4">
            <span className="plan-item-key">{item.key}</span> {item.title}
          </h2>
          <p>
            <strong>{item.statement}</strong>
          </p>
          {item.appliesTo && <p>Applies to: {item.appliesTo}</p>}
          <h3 className="h6">How to provide it</h3>
          <RichText markdown={item.howTo} className="rich-text" />
        </li>
      ))}
    </ol>
  );
}

/**
 * "I have read this card", then the thank-you in its place: focus moves to it when the
 * reader has just confirmed, which says it (it is no live region too, or it would be said
 * twice). A card with no items has nothing to confirm.
 */
function Acknowledgement({ token, card }: { token: string; card: CardResponse }) {
  const acknowledge = useAcknowledgeCard(token);
  // Set when the reader confirms here, so the thank-you takes focus as it appears (not when
  // the card was confirmed before).
  const confirming = useRef(false);
  const thanks = useCallback((node: HTMLParagraphElement | null) => {
    if (node && confirming.current) node.focus();
  }, []);

  const confirm = () => {
    if (acknowledge.isPending) return;
    confirming.current = true;
    acknowledge.mutate();
  };
  const error = acknowledge.error;
  const failedMessage = !error
    ? null
    : isNotFound(error)
      ? 'This link no longer works, so your confirmation could not be saved.'
      : `Your confirmation could not be saved. ${error.message}`;

  return (
    <div className="mt-4">
      {card.acknowledgedAt && (
        <p ref={thanks} tabIndex={-1} className="alert alert-success mb-0">
          Thank you — you confirmed on {dayFormat.format(new Date(card.acknowledgedAt))}.
        </p>
      )}
      {failedMessage && (
        <Alert variant="danger" role="alert">
          {failedMessage}
        </Alert>
      )}
      {!card.acknowledgedAt && card.items.length > 0 && (
        // Full width on a phone, its own width from the small breakpoint up.
        <div className="d-grid d-sm-block">
          <Button size="lg" aria-disabled={acknowledge.isPending || undefined} onClick={confirm}>
            {acknowledge.isPending ? 'Saving...' : 'I have read this card'}
          </Button>
        </div>
      )}
    </div>
  );
}

function Card({ token, card }: { token: string; card: CardResponse }) {
  const forWhom = [card.implementer.name, card.implementer.classOrPeriod]
    .filter(Boolean)
    .join(', ');
  return (
    <article className="py-4 narrow-page card-page">
      <PageHeading>Accommodations for {card.student}</PageHeading>
      <p className="lead">For {forWhom}</p>
      <CardItems card={card} />
      <p>
        Questions? Ask {card.contact.name} (
        <a href={`mailto:${card.contact.email}`} className="text-break">
          {card.contact.email}
        </a>
        ).
      </p>
      <Acknowledgement token={token} card={card} />
    </article>
  );
}

/**
 * /card/:token — an implementer's teacher card, opened from the e-mailed link without an
 * account (issue 18): the student's label, their accommodations, whom to ask, and "I have
 * read this card". Nothing else of the plan is shown.
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
        <Alert variant="danger" role="alert">
          The card could not be loaded. {card.error.message}
        </Alert>
        <Button variant="outline-primary" onClick={() => void card.refetch()}>
          Try again
        </Button>
      </section>
    );
  }
  return <Card token={token} card={card.data} />;
}
