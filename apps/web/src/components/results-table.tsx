import { type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Tier } from '@trellis/shared/content-constants';
import { useDetailModalStore } from '../stores/detail-modal-store';
import { PlanToggleButton } from './plan-toggle-button';
import { StackCell, StackRow, StackRowHeader, StackTable, type StackColumn } from './stack-table';
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

// The last column holds each row's Add/Remove button, which names its item itself.
const COLUMNS: readonly StackColumn[] = [
  'ID',
  'Tier',
  'Accommodation',
  { label: 'Plan', className: 'text-md-end' },
];

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
        // Below md each row is a card (WCAG 1.4.10): Add/Remove stays on screen at 320 px
        // rather than at the far end of a table scrolled sideways.
        <StackTable
          hover
          className="results-table align-middle"
          caption={heading}
          captionClassName="visually-hidden"
          aria-labelledby={headingId}
          columns={COLUMNS}
        >
          {shown.map((row) => (
            <StackRow key={row.key}>
              <StackCell label="ID" className="fw-semibold">
                {row.key}
              </StackCell>
              <StackCell label="Tier">
                <TierIcon tier={row.tier} />
              </StackCell>
              <StackRowHeader>
                <Button
                  variant="link"
                  className="p-0 text-start results-title"
                  onClick={() => showAccommodation(row.key)}
                >
                  {row.title}
                </Button>
                {row.modification && <span className="badge text-bg-light ms-2">Modification</span>}
                {row.explanation && (
                  <div className="small text-body-secondary fw-normal">{row.explanation}</div>
                )}
              </StackRowHeader>
              <StackCell className="text-md-end">
                <PlanToggleButton item={{ key: row.key, title: row.title }} />
              </StackCell>
            </StackRow>
          ))}
        </StackTable>
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
