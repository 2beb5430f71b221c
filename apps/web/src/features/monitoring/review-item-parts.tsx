import { percentText, ratingText } from '@trellis/shared/monitoring';
import { REVIEW_DECISION_LABELS, type ReviewResponse } from '@trellis/shared/review-meeting';
import { instantDayText } from '../../lib/dates';

export type ReviewItem = ReviewResponse['items'][number];

/** Who provides the item, each with whether they confirmed their card (a mark and words). */
export function Providers({ providers }: { providers: ReviewItem['providers'] }) {
  if (providers.length === 0) return <>No one is named.</>;
  return (
    <ul className="list-unstyled mb-0">
      {providers.map((person, index) => (
        <li key={index}>
          {person.name}:{' '}
          {person.acknowledgedAt ? (
            <>
              <span aria-hidden="true">✓ </span>confirmed {instantDayText(person.acknowledgedAt)}
            </>
          ) : (
            'not confirmed'
          )}
        </li>
      ))}
    </ul>
  );
}

/** Provided, used, rated and on how many occasions; the student's view apart. */
export function LogFigures({ item }: { item: ReviewItem }) {
  const { figures, student } = item;
  return (
    <>
      <ul className="list-unstyled mb-0">
        <li>Provided {percentText(figures.providedShare)}</li>
        <li>Used {percentText(figures.useShare)}</li>
        <li>Rated {ratingText(figures.meanRating)}</li>
        <li className="small">
          {figures.occasions} {figures.occasions === 1 ? 'occasion' : 'occasions'} logged
        </li>
      </ul>
      {student.views > 0 && (
        <p className="small mb-0 mt-1">
          The student’s view: used {percentText(student.useShare)}, rated{' '}
          {ratingText(student.meanRating)}
        </p>
      )}
    </>
  );
}

/** The id of an item's suggestion, which describes the team's decision field. */
export const suggestionId = (key: string) => `review-${key}-suggestion`;

/** The decision the log suggests, with its reason in words. */
export function Suggestion({ item }: { item: ReviewItem }) {
  const { suggestion } = item;
  return (
    <p className="mb-0" id={suggestionId(item.key)}>
      <strong>{REVIEW_DECISION_LABELS[suggestion.decision]}</strong>: {suggestion.reason}
    </p>
  );
}

/** Who saved the team's decision and when. */
export function DecidedBy({ saved }: { saved: ReviewItem['saved'] }) {
  if (!saved) return null;
  return (
    <p className="small text-body-secondary mb-0 mt-1">
      Saved by {saved.decidedBy} on {instantDayText(saved.decidedAt)}
    </p>
  );
}

/** The team's decision as text, for those who may not change it. */
export function DecisionText({ item }: { item: ReviewItem }) {
  if (!item.saved) return <p className="mb-0">Not decided yet.</p>;
  return (
    <>
      <p className="mb-0">
        <strong>{REVIEW_DECISION_LABELS[item.saved.decision]}</strong>
        {item.saved.note && `: ${item.saved.note}`}
      </p>
      <DecidedBy saved={item.saved} />
    </>
  );
}
