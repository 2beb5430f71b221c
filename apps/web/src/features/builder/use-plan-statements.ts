import { useQueries } from '@tanstack/react-query';
import type { PlanItem } from '@trellis/shared/builder';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import {
  detailsOf,
  type PlanStatement,
  renderStatement,
  sectionOf,
  statementStudent,
} from '@trellis/shared/iep-statements';
import { accommodationQuery } from '../../hooks/use-library';
import { isNotFound } from '../../lib/api-client';

/** What an item whose library entry is gone (404) says in place of its statement. */
export const GONE_FROM_LIBRARY = 'This accommodation is no longer in the library.';

/** One plan item as a statement, from its library entry and the team's details. */
export function planStatementOf(
  item: PlanItem,
  entry: AccommodationResponse,
  student: string | null,
): PlanStatement {
  const details = detailsOf(entry.statement, item.details);
  return {
    key: item.key,
    title: item.title,
    section: sectionOf(entry.section, details.appliesTo),
    statement: renderStatement(entry.statement, details, student),
    appliesTo: details.appliesTo,
  };
}

/** The plan's statements, or why there are none yet. */
export type PlanStatements =
  | { status: 'loading' }
  /** An entry could not be reached (not gone): the copy would have a gap in it. */
  | { status: 'failed' }
  | {
      status: 'ready';
      statements: PlanStatement[];
      /** Items whose entry is no longer in the library (404), left out of `statements`. */
      gone: PlanItem[];
    };

/**
 * Every item's statement, in plan order, once every entry has loaded, so "Copy all
 * statements" never copies a plan with a gap in it. An item whose entry is no longer in
 * the library has no statement to copy: it is left out and counted.
 */
export function usePlanStatements(
  items: readonly PlanItem[],
  label: string | null,
): PlanStatements {
  const entries = useQueries({ queries: items.map((item) => accommodationQuery(item.key)) });
  const student = statementStudent(label);
  const statements: PlanStatement[] = [];
  const gone: PlanItem[] = [];
  let loading = false;
  for (const [index, item] of items.entries()) {
    const entry = entries[index];
    if (entry?.data) statements.push(planStatementOf(item, entry.data, student));
    else if (entry?.isError && isNotFound(entry.error)) gone.push(item);
    else if (entry?.isError) return { status: 'failed' };
    else loading = true;
  }
  return loading ? { status: 'loading' } : { status: 'ready', statements, gone };
}
