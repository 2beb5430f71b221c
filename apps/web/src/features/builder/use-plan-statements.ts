import { useQueries } from '@tanstack/react-query';
import type { PlanItem } from '@trellis/shared/builder';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import {
  detailsOf,
  type PlanStatement,
  renderStatement,
  sectionOf,
} from '@trellis/shared/iep-statements';
import { FIRST_PLAN_LABEL } from '@trellis/shared/student-plans';
import { accommodationQuery } from '../../hooks/use-library';

/**
 * What a statement calls the student: the plan's label, or null ("the student"). The label
 * Trellis gives a first plan by itself is no one's name, so it counts as none.
 */
export function statementStudent(label: string | null | undefined): string | null {
  const trimmed = label?.trim() ?? '';
  return trimmed === '' || trimmed === FIRST_PLAN_LABEL ? null : trimmed;
}

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

/**
 * Every item's statement, in plan order, once every entry has loaded; null until then (or
 * when one failed), so "Copy all statements" never copies a plan with a gap in it.
 */
export function usePlanStatements(
  items: readonly PlanItem[],
  label: string | null,
): PlanStatement[] | null {
  const entries = useQueries({ queries: items.map((item) => accommodationQuery(item.key)) });
  const student = statementStudent(label);
  const statements: PlanStatement[] = [];
  for (const [index, item] of items.entries()) {
    const entry = entries[index]?.data;
    if (!entry) return null;
    statements.push(planStatementOf(item, entry, student));
  }
  return statements;
}
