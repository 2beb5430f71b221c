import type { Accommodation } from '@trellis/shared/content';
import { traitNameKey } from '@trellis/shared/content';
import type { PlanExportBody } from '@trellis/shared/plan-export';
import { type NeedPriority, priorityLabel } from '@trellis/shared/priorities';
import type { ContentIndex } from '../../content/content-index';
import { AppError } from '../../errors';

/** A chosen need as the documents show it. */
export interface PlanNeed {
  name: string;
  category: string | null;
  priority: NeedPriority;
  priorityLabel: string;
}

/** Everything the plan PDF, the data form and the printable plan show. */
export interface PlanDocument {
  /** The student's label for the Student Name field; null leaves it blank to fill in. */
  studentName: string | null;
  preparedBy: string;
  district: string | null;
  createdAt: Date;
  strengths: string[];
  needs: PlanNeed[];
  items: Accommodation[];
}

/**
 * The plan's accommodations from the library, in plan order, each once. Unknown keys are
 * refused with the position of each, so a stale plan says exactly what is wrong.
 */
function planItems(content: ContentIndex, keys: string[]): Accommodation[] {
  const issues: { path: string; message: string }[] = [];
  const items: Accommodation[] = [];
  keys.forEach((key, index) => {
    const item = content.accommodation(key);
    if (!item) issues.push({ path: `plan.${index}`, message: `unknown accommodation "${key}"` });
    else if (!items.includes(item)) items.push(item);
  });
  if (issues.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The plan names accommodations that are not in the library.',
      issues,
    );
  }
  return items;
}

/** Builds the document model of a plan for the signed-in user. */
export function buildPlanDocument(
  content: ContentIndex,
  body: PlanExportBody,
  author: { name: string; district: string | null },
  now: Date,
): PlanDocument {
  return {
    studentName: body.studentName || null,
    preparedBy: author.name,
    district: author.district,
    createdAt: now,
    strengths: body.builder.strengths.map((strength) => strength.name),
    needs: body.builder.needs.map((need) => ({
      name: need.name,
      category: need.category,
      priority: need.priority,
      priorityLabel: priorityLabel(need.priority),
    })),
    items: planItems(content, body.plan),
  };
}

/** The chosen needs an accommodation addresses (spec §7: the data form lists them). */
export function needsAddressed(item: Accommodation, needs: PlanNeed[]): PlanNeed[] {
  const listed = new Set(item.needs.map((entry) => traitNameKey(entry.need)));
  return needs.filter((need) => listed.has(traitNameKey(need.name)));
}
