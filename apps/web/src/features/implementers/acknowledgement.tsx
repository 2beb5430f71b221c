import { useCallback, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { CardResponse } from '@trellis/shared/implementers';
import { isNotFound } from '../../lib/api-client';
import { instantDayText } from '../../lib/dates';
import { useAcknowledgeCard } from './api/card';

/**
 * "I have read this card", then the thank-you in its place: focus moves to it when the
 * reader has just confirmed, which says it (it is no live region too, or it would be said
 * twice). A card with no items has nothing to confirm.
 */
export function Acknowledgement({ token, card }: { token: string; card: CardResponse }) {
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
          Thank you — you confirmed on {instantDayText(card.acknowledgedAt)}.
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
