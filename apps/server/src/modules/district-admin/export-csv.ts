import { countedNoun } from '@trellis/shared/text';
import { csvText } from '@trellis/shared/csv';
import type { DistrictCsvKind } from '@trellis/shared/district-admin';
import {
  LOG_ROLE_LABELS,
  type LogRole,
  type Provided,
  PROVIDED_LABELS,
} from '@trellis/shared/delivery-log';
import type { ContentIndex } from '../../content/content-index';
import { personName } from '../../domain/plans/plan-history';
import type { DistrictAdmin } from '../../http/require-role';
import { utcDay } from '../../lib/dates';
import type { ConsoleDeps } from '../../http/console-deps';
import { recordDistrictExport } from './export-audit';
import {
  type DistrictPlanRow,
  findDistrictLogEntries,
  findDistrictPlans,
} from './export.repository';

// The district export's spreadsheets (issue 19 item 2): the plans, one row per item, and the
// delivery log, one row per entry; written like the plan's and the log's own CSV (RFC 4180,
// CRLF, and a byte-order mark so Excel reads UTF-8).

export const PLANS_CSV_COLUMNS = [
  'Plan ID',
  'Student',
  'Owner',
  'Owner e-mail',
  'Plan type',
  'Archived',
  'Item',
  'Title',
  'Kind',
  'Tier',
  'Created',
  'Updated',
] as const;

export const DISTRICT_LOG_CSV_COLUMNS = [
  'Plan ID',
  'Student',
  'Item',
  'Title',
  'Period',
  'Date',
  'Provided',
  'Used',
  'Rating',
  'Reason',
  'Note',
  'Logged by',
  'Role',
  'Logged at',
] as const;

type Cell = string | number | boolean | null;

const withBom = (rows: readonly (readonly Cell[])[]) => `\uFEFF${csvText(rows)}`;

/** One row per plan item; a plan without items still has its row, with the item cells empty. */
export function plansCsv(plans: readonly DistrictPlanRow[], content: ContentIndex): string {
  const rows = plans.flatMap(({ plan, ownerFirstName, ownerLastName, ownerEmail }) => {
    const planCells: Cell[] = [
      plan.id,
      plan.label,
      personName({ firstName: ownerFirstName, lastName: ownerLastName }),
      ownerEmail,
      plan.planType,
      plan.archivedAt ? 'Yes' : 'No',
    ];
    const times = [plan.createdAt.toISOString(), plan.updatedAt.toISOString()];
    if (plan.state.plan.length === 0) return [[...planCells, '', '', '', '', ...times]];
    return plan.state.plan.map((item) => {
      const entry = content.accommodation(item.key);
      const kind = entry ? (entry.modification ? 'Modification' : 'Accommodation') : '';
      return [...planCells, item.key, item.title, kind, entry?.tier ?? '', ...times];
    });
  });
  return withBom([[...PLANS_CSV_COLUMNS], ...rows]);
}

const PERIOD_WORDS: Record<string, string> = { day: 'Day', week: 'Week' };
const USED_WORDS: Record<string, string> = { yes: 'Yes', no: 'No' };

/** One row per delivery log entry; an item gone from its plan is named by the library. */
export function logCsv(
  plans: readonly DistrictPlanRow[],
  entries: Awaited<ReturnType<typeof findDistrictLogEntries>>,
  content: ContentIndex,
): string {
  const planById = new Map(
    plans.map(({ plan }) => [
      plan.id,
      { label: plan.label, titles: new Map(plan.state.plan.map((item) => [item.key, item.title])) },
    ]),
  );
  const rows = entries.map(({ entry }) => {
    const plan = planById.get(entry.planId);
    const title =
      plan?.titles.get(entry.itemKey) ?? content.accommodation(entry.itemKey)?.title ?? '';
    return [
      entry.planId,
      plan?.label ?? '',
      entry.itemKey,
      title,
      PERIOD_WORDS[entry.period] ?? entry.period,
      entry.startsOn,
      entry.provided ? (PROVIDED_LABELS[entry.provided as Provided] ?? entry.provided) : '',
      entry.used ? (USED_WORDS[entry.used] ?? entry.used) : '',
      entry.rating,
      entry.reason,
      entry.note,
      entry.loggerName,
      LOG_ROLE_LABELS[entry.role as LogRole] ?? entry.role,
      entry.updatedAt.toISOString(),
    ];
  });
  return withBom([[...DISTRICT_LOG_CSV_COLUMNS], ...rows]);
}

/** `GET /district/export/<kind>.csv`: the file, its name, and its line in the audit log. */
export async function districtCsv(
  deps: ConsoleDeps,
  admin: DistrictAdmin,
  kind: DistrictCsvKind,
): Promise<{ fileName: string; content: string }> {
  const districtId = admin.district.id;
  const fileName = `trellis-district-${kind}-${utcDay(deps.clock.now())}.csv`;
  const plans = await findDistrictPlans(deps.db, districtId);
  if (kind === 'plans') {
    const content = plansCsv(plans, deps.content);
    const what = countedNoun(plans.length, 'plan');
    await recordDistrictExport(deps, admin, `Downloaded the district’s plans as CSV (${what}).`);
    return { fileName, content };
  }
  const entries = await findDistrictLogEntries(deps.db, districtId);
  const content = logCsv(plans, entries, deps.content);
  const what = countedNoun(entries.length, 'entry', 'entries');
  await recordDistrictExport(
    deps,
    admin,
    `Downloaded the district’s delivery log as CSV (${what}).`,
  );
  return { fileName, content };
}
