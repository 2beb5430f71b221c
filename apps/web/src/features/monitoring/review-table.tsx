import type { ReactNode } from 'react';
import { LogFigures, Providers, type ReviewItem, Suggestion } from './review-item-parts';

/**
 * The review's items, one row each: the statement, who provides it, the log's figures, the
 * suggestion and the team's decision (`decision` draws that cell: fields or text). Below
 * the 775 px breakpoint the rows stack, each cell named by its column (review.scss).
 */
export function ReviewTable({
  items,
  decision,
}: {
  items: ReviewItem[];
  decision(item: ReviewItem, index: number): ReactNode;
}) {
  return (
    <table className="table review-table align-top">
      <caption className="caption-top">
        Each accommodation: who provides it, what the log shows, the suggestion from the log and the
        team’s decision.
      </caption>
      <thead>
        <tr>
          <th scope="col">Accommodation</th>
          <th scope="col">Provided by</th>
          <th scope="col">From the log</th>
          <th scope="col">Suggestion</th>
          <th scope="col">Decision</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.key}>
            <th scope="row" className="review-item-name">
              <span className="d-block">
                <span className="plan-item-key">{item.key}</span> {item.title}
              </span>
              <span className="d-block fw-normal">{item.statement}</span>
            </th>
            <td data-label="Provided by">
              <Providers providers={item.providers} />
            </td>
            <td data-label="From the log">
              <LogFigures item={item} />
            </td>
            <td data-label="Suggestion">
              <Suggestion item={item} />
            </td>
            <td data-label="Decision">{decision(item, index)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
