import { ACCOMMODATION_CATEGORIES } from '@trellis/shared/content-constants';
import { csvText } from '@trellis/shared/csv';
import {
  PLAN_CSV_COLUMNS,
  PLAN_DATA_FORMAT,
  PLAN_DATA_FORMAT_VERSION,
  type PlanData,
  type PlanDataItem,
} from '@trellis/shared/plan-data';
import type { PlanDocument, PlanDocumentItem } from './plan-document';

// The plan as data for other systems (docs/plan-exports.md): JSON and CSV from the same
// document model as the PDF, so every format says the same thing.

function categoryName(prefix: string): string {
  return ACCOMMODATION_CATEGORIES.find((category) => category.prefix === prefix)?.name ?? prefix;
}

function dataItem(item: PlanDocumentItem): PlanDataItem {
  const { setting, when, amount, provider, appliesTo, statement } = item.details;
  const { crosswalk } = item;
  return {
    key: item.key,
    title: item.title,
    category: categoryName(item.category),
    tier: item.tier,
    modification: item.modification,
    iepSection: item.iepSection,
    statement: item.iepStatement,
    statementWritten: Boolean(statement),
    details: { setting, when, amount, provider, appliesTo },
    ccssoClass: crosswalk.testClass,
    testVersions: crosswalk.testVersions.map((entry) => entry.key),
    classroomVersions: crosswalk.classroomVersions.map((entry) => entry.key),
    stateTests: crosswalk.tests.map((test) => ({
      programId: test.programId,
      program: test.programName,
      viaKey: test.viaKey,
      status: test.status,
      condition: test.condition,
      source: test.source,
    })),
    cedsAccommodationType: item.interop.ceds,
    edfiAccommodationDescriptor: item.interop.edfi,
  };
}

/** The JSON export of a plan. */
export function planData(plan: PlanDocument): PlanData {
  return {
    format: PLAN_DATA_FORMAT,
    formatVersion: PLAN_DATA_FORMAT_VERSION,
    exportedAt: plan.createdAt.toISOString(),
    student: plan.studentName,
    preparedBy: plan.preparedBy,
    district: plan.district,
    strengths: plan.strengths,
    needs: plan.needs.map((need) => ({
      name: need.name,
      category: need.category,
      priority: need.priorityLabel,
    })),
    assessmentPrograms: plan.programs.map(({ id, name, edition, source }) => ({
      id,
      name,
      edition,
      source,
    })),
    items: plan.items.map(dataItem),
  };
}

/** A program's status and condition columns for an item (a classroom entry: per test version). */
function programCells(item: PlanDocumentItem, programId: string): [string | null, string | null] {
  const tests = item.crosswalk.tests.filter((test) => test.programId === programId);
  if (tests.length === 0) return [null, null];
  const via = (test: (typeof tests)[number], text: string) =>
    test.viaKey ? `${test.viaKey}: ${text}` : text;
  const statuses = tests.map((test) => via(test, test.status ?? 'check-state-manual'));
  const conditions = tests.flatMap((test) => (test.condition ? [via(test, test.condition)] : []));
  return [statuses.join('; '), conditions.length ? conditions.join('; ') : null];
}

/**
 * The CSV export: a header row, then one row per item; CRLF line ends as RFC 4180 has them,
 * and a byte-order mark first, without which Excel reads UTF-8 as another encoding.
 */
export function planCsv(plan: PlanDocument): string {
  const programIds = plan.programs.map((program) => program.id);
  const header = [
    ...PLAN_CSV_COLUMNS,
    ...programIds.flatMap((id) => [`${id}_status`, `${id}_condition`]),
  ];
  const rows = plan.items.map((entry) => {
    const item = dataItem(entry);
    const cells: (string | number | boolean | null)[] = [
      item.key,
      item.title,
      item.category,
      item.tier,
      item.modification,
      item.iepSection,
      item.statement,
      item.details.setting,
      item.details.when,
      item.details.amount,
      item.details.provider,
      item.details.appliesTo.join('; '),
      item.ccssoClass,
      item.testVersions.join('; '),
      item.classroomVersions.join('; '),
      item.cedsAccommodationType,
      item.edfiAccommodationDescriptor,
      ...programIds.flatMap((id) => programCells(entry, id)),
    ];
    return cells;
  });
  return `\uFEFF${csvText([header, ...rows])}`;
}
