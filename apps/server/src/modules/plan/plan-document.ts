import type { AssessmentProgram, EntryCrosswalk } from '@trellis/shared/assessments';
import type { Accommodation } from '@trellis/shared/content';
import type { IepSection } from '@trellis/shared/statement-fields';
import type { ItemDetails } from '@trellis/shared/item-details';
import {
  detailsOf,
  renderStatement,
  sectionOf,
  statementStudent,
} from '@trellis/shared/iep-statements';
import { traitNameKey } from '@trellis/shared/trait-names';
import type { PlanExportRequest } from '@trellis/shared/plan-export';
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

/** A plan item as the documents show it: the library entry, the team's details, the statement. */
export interface PlanDocumentItem extends Accommodation {
  details: ItemDetails;
  /** The paste-ready sentence (the entry's `statement` is the template it is built from). */
  iepStatement: string;
  /** Where a team enters it (the entry's section, moved by where the team applies it). */
  iepSection: IepSection;
  crosswalk: EntryCrosswalk;
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
  items: PlanDocumentItem[];
  /** The assessment programs the crosswalk draws on. */
  programs: AssessmentProgram[];
}

/**
 * The plan's accommodations from the library, in plan order, each once, with their details
 * and statements. Unknown keys, and details for an item not in the plan, are refused with
 * the place of each, so a stale plan says exactly what is wrong.
 */
function planItems(content: ContentIndex, body: PlanExportRequest): PlanDocumentItem[] {
  const issues: { path: string; message: string }[] = [];
  const items: PlanDocumentItem[] = [];
  const student = statementStudent(body.studentName);
  body.plan.forEach((key, index) => {
    const entry = content.accommodation(key);
    if (!entry) {
      issues.push({ path: `plan.${index}`, message: `unknown accommodation "${key}"` });
      return;
    }
    if (items.some((item) => item.key === entry.key)) return;
    const details = detailsOf(entry.statement, body.details[key]);
    items.push({
      ...entry,
      details,
      iepStatement: renderStatement(entry.statement, details, student),
      iepSection: sectionOf(entry.section, details.appliesTo),
      crosswalk: content.crosswalk(entry.key),
    });
  });
  for (const key of Object.keys(body.details)) {
    if (!body.plan.includes(key)) {
      issues.push({ path: `details.${key}`, message: `${key} is not in the plan` });
    }
  }
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
  body: PlanExportRequest,
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
    items: planItems(content, body),
    programs: content.library.assessmentPrograms,
  };
}

/** The chosen needs an accommodation addresses (spec §7: the data form lists them). */
export function needsAddressed(item: Accommodation, needs: PlanNeed[]): PlanNeed[] {
  const listed = new Set(item.needs.map((entry) => traitNameKey(entry.need)));
  return needs.filter((need) => listed.has(traitNameKey(need.name)));
}
