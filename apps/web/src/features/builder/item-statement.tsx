import { useQuery } from '@tanstack/react-query';
import type { PlanItem } from '@trellis/shared/builder';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import { appliesToText, detailsOf, renderStatement } from '@trellis/shared/iep-statements';
import { accommodationQuery } from '../../hooks/use-library';
import { isNotFound } from '../../lib/api-client';
import { ItemCrosswalk } from './item-crosswalk';
import { GONE_FROM_LIBRARY } from './use-plan-statements';

/** The item's statement and where it applies (the plan list and the printable plan). */
export function StatementLines({
  item,
  entry,
  student,
}: {
  item: PlanItem;
  entry: AccommodationResponse;
  student: string | null;
}) {
  const details = detailsOf(entry.statement, item.details);
  return (
    <>
      <p className="mb-1 item-statement">{renderStatement(entry.statement, details, student)}</p>
      <p className="small text-body-secondary mb-0">
        Applies to: {appliesToText(details.appliesTo)}
      </p>
    </>
  );
}

/**
 * Below a plan item's title: its statement, where it applies and what state tests say. The
 * entry is fetched (and cached) per item; until it arrives, grey bars hold its lines' place
 * so the list does not jump. An entry the library no longer has (404) says so, and
 * to remove the item; one that could not be reached says to try again.
 */
export function ItemStatement({
  item,
  student,
  readOnly,
}: {
  item: PlanItem;
  student: string | null;
  readOnly: boolean;
}) {
  const entry = useQuery(accommodationQuery(item.key));
  if (entry.isError && isNotFound(entry.error)) {
    // Only a plan the user may change offers what to do about it.
    return (
      <p className="small mb-0">
        {GONE_FROM_LIBRARY}
        {!readOnly && ' Remove it from the plan.'}
      </p>
    );
  }
  if (entry.isError) {
    return (
      <p className="small text-body-secondary mb-0">
        The statement could not be loaded. Please try again later.
      </p>
    );
  }
  if (!entry.data) {
    return (
      <div aria-hidden="true">
        {/* A statement runs to about two lines; test entries (A…) add a state-test line. */}
        <p className="mb-1">
          <span className="placeholder col-12" />
          <span className="placeholder col-8" />
        </p>
        <p className="small mb-0">
          <span className="placeholder col-4" />
        </p>
        {item.key.startsWith('A') && (
          <p className="small mb-0 mt-1">
            <span className="placeholder col-10" />
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      <StatementLines item={item} entry={entry.data} student={student} />
      <ItemCrosswalk entry={entry.data} readOnly={readOnly} />
    </>
  );
}
