import type { CardResponse } from '@trellis/shared/implementers';
import { RichText } from '../../components/rich-text';

const NO_ITEMS =
  'None of your accommodations for this student are in the plan now; there is nothing to confirm.';

/**
 * The card's items: each statement, where it applies, how to provide it and what to watch for
 * (each of these only when there is something to say).
 */
export function CardItems({ card }: { card: CardResponse }) {
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
          {item.howTo.trim() && (
            <>
              <h3 className="h6">How to provide it</h3>
              <RichText markdown={item.howTo} className="rich-text" />
            </>
          )}
          {item.watchFor && (
            <>
              <h3 className="h6">What to watch for</h3>
              <p>{item.watchFor}</p>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
