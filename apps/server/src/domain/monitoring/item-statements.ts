import type { LogItem } from '@trellis/shared/delivery-log';
import { detailsOf, renderStatement, statementStudent } from '@trellis/shared/iep-statements';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { ContentIndex } from '../../content/content-index';

// The statement each plan item makes, as the log, the monitoring view and the review list
// items (issue 18): the same sentence the teacher card shows, for any of the plan's items.

type PlanItem = StudentPlanState['plan'][number];

/**
 * One item's statement: the library entry's sentence with the plan's details and the
 * student's label, or, for an entry gone from the library, the team's own wording (or '').
 */
export function itemStatement(
  content: ContentIndex,
  item: PlanItem,
  student: string | null,
): string {
  const entry = content.accommodation(item.key);
  if (!entry) return item.details?.statement ?? '';
  return renderStatement(entry.statement, detailsOf(entry.statement, item.details), student);
}

/** The plan's items in plan order, each with its key, title and statement. */
export function planItemStatements(
  content: ContentIndex,
  plan: { label: string; state: StudentPlanState },
): LogItem[] {
  const student = statementStudent(plan.label);
  return plan.state.plan.map((item) => ({
    key: item.key,
    title: item.title,
    statement: itemStatement(content, item, student),
  }));
}

/** What a teacher's card, log and e-mails call the student: the plan's label, or "your student". */
export function cardStudent(label: string): string {
  return statementStudent(label) ?? 'your student';
}
