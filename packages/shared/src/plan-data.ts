import { z } from 'zod';
import { TEST_CLASSES, TEST_STATUSES } from './test-statuses';
import { APPLIES_TO, IEP_SECTIONS } from './statement-fields';

// The plan as data for other systems (issue 17, docs/plan-exports.md): a JSON document and a
// CSV table with one row per item, carrying the statements, the details, the categories, the
// state-test crosswalk and the Ed-Fi and CEDS codes where one maps.

/** What the JSON says it is, so an importer can tell it from any other file. */
export const PLAN_DATA_FORMAT = 'trellis-plan';
/** Raised when a field changes meaning or goes away; new fields leave it as it is. */
export const PLAN_DATA_FORMAT_VERSION = 1;

const SourceSchema = z.object({ title: z.string(), url: z.string() });

/** One item of the JSON export. */
export const PlanDataItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** The library category: Behavioral, Curriculum, Learning or Assessing. */
  category: z.string(),
  tier: z.int(),
  modification: z.boolean(),
  /** Where a team enters it: the group "Copy all statements" puts it in. */
  iepSection: z.enum(IEP_SECTIONS),
  statement: z.string(),
  /** Whether the statement is the team's own wording rather than the built sentence. */
  statementWritten: z.boolean(),
  details: z.object({
    setting: z.string(),
    when: z.string(),
    amount: z.string(),
    provider: z.string(),
    appliesTo: z.array(z.enum(APPLIES_TO)),
  }),
  ccssoClass: z.enum(TEST_CLASSES).nullable(),
  testVersions: z.array(z.string()),
  classroomVersions: z.array(z.string()),
  stateTests: z.array(
    z.object({
      /** The program's id, as in `assessmentPrograms` and the CSV's column names. */
      programId: z.string(),
      program: z.string(),
      /** The test version the status is of, for a classroom entry; null for the item itself. */
      viaKey: z.string().nullable(),
      /** Null: the program's file says nothing about it; check the state's manual. */
      status: z.enum(TEST_STATUSES).nullable(),
      condition: z.string().nullable(),
      source: SourceSchema.nullable(),
    }),
  ),
  cedsAccommodationType: z.string().nullable(),
  edfiAccommodationDescriptor: z.string().nullable(),
});
export type PlanDataItem = z.infer<typeof PlanDataItemSchema>;

/** The JSON export. */
export const PlanDataSchema = z.object({
  format: z.literal(PLAN_DATA_FORMAT),
  formatVersion: z.literal(PLAN_DATA_FORMAT_VERSION),
  exportedAt: z.iso.datetime(),
  student: z.string().nullable(),
  preparedBy: z.string(),
  district: z.string().nullable(),
  strengths: z.array(z.string()),
  needs: z.array(
    z.object({ name: z.string(), category: z.string().nullable(), priority: z.string() }),
  ),
  assessmentPrograms: z.array(
    z.object({ id: z.string(), name: z.string(), edition: z.string(), source: SourceSchema }),
  ),
  items: z.array(PlanDataItemSchema),
});
export type PlanData = z.infer<typeof PlanDataSchema>;

/**
 * The CSV's columns, in order: one row per item; lists are joined with "; ". Each assessment
 * program then adds two columns, `<program id>_status` (`check-state-manual` where the
 * program's file says nothing; empty for an entry with no test version) and
 * `<program id>_condition`.
 */
export const PLAN_CSV_COLUMNS = [
  'key',
  'title',
  'category',
  'tier',
  'modification',
  'iep_section',
  'statement',
  'setting',
  'when',
  'amount',
  'provider',
  'applies_to',
  'ccsso_class',
  'test_versions',
  'classroom_versions',
  'ceds_accommodation_type',
  'edfi_accommodation_descriptor',
] as const;
