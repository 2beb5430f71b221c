import { type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { Tier } from '@trellis/shared/content';
import { useDetailModalStore } from '../stores/detail-modal-store';
import { PlanToggleButton } from './plan-toggle-button';
import { TierIcon } from './tier-icon';

/** One row of a results table. */
export interface ResultRow {
  key: string;
  title: string;
  tier: Tier;
  modification: boolean;
  /** Why the row is there (e.g. the needs and strengths that matched). */
  explanation?: ReactNode;
}

/**
 * The accommodation results table of spec §2: ID, tier, title (opens the detail modal) and
 * Add/Remove. The first `limit` rows are always shown; the rest toggle with 'Show {n} More
 * Matches' / 'Show {n} Fewer Matches'.
 */
export function ResultsTable({
  heading,
  rows,
  emptyText,
  limit = 10000,
  headingLevel = 2,
}: {
  heading: string;
  rows: ResultRow[];
  emptyText: string;
  limit?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const showAccommodation = useDetailModalStore((state) => state.showAccommodation);
  const hidden = Math.max(rows.length - limit, 0);
  const shown = expanded ? rows : rows.slice(0, limit);

  return (
    <section className="results-section mb-4" aria-labelledby={headingId}>
      <Heading id={headingId} className="h4 results-heading">
        {heading}
      </Heading>
      {rows.length === 0 ? (
        <p className="text-body-secondary">{emptyText}</p>
      ) : (
        <Table responsive hover className="results-table align-middle" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Tier</th>
              <th scope="col">Accommodation</th>
              <th scope="col">
                <span className="visually-hidden">Plan</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key}>
                <td className="fw-semibold">{row.key}</td>
                <td>
                  <TierIcon tier={row.tier} />
                </td>
                <td>
                  <Button
                    variant="link"
                    className="p-0 text-start results-title"
                    onClick={() => showAccommodation(row.key)}
                  >
                    {row.title}
                  </Button>
                  {row.modification && (
                    <span className="badge text-bg-light ms-2">Modification</span>
                  )}
                  {row.explanation && (
                    <div className="small text-body-secondary">{row.explanation}</div>
                  )}
                </td>
                <td className="text-end">
                  <PlanToggleButton item={{ key: row.key, title: row.title }} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {hidden > 0 && (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
        >
          {expanded ? `Show ${hidden} Fewer Matches` : `Show ${hidden} More Matches`}
        </Button>
      )}
    </section>
  );
}
