import { z } from 'zod';
import { safeText } from './text';

// The state-test crosswalk (issue 17): what an assessment program's published guidelines say
// about a library entry, one content file per program (`content/assessments/<id>.yaml`), so
// programs and states are added as files, without code. Facts only where a public source
// states them; an entry a program's file does not list reads "check your state's manual".

/** CCSSO's four classes of testing accommodations (Accommodations Manual, 2016). */
export const TEST_CLASSES = ['presentation', 'response', 'setting', 'timing-scheduling'] as const;
/** A CCSSO class. */
export type TestClass = (typeof TEST_CLASSES)[number];

/** How an assessment program treats a support, in Smarter Balanced's terms. */
export const TEST_STATUSES = [
  'universal-tool',
  'designated-support',
  'accommodation',
  'not-allowed',
  // The way the test is given makes the support unnecessary (an untimed test needs no
  // extended time): said with the condition, rather than called a universal tool.
  'not-needed',
] as const;
/** One test status. */
export type TestStatus = (typeof TEST_STATUSES)[number];

/** How each status reads on screen and in exports. */
export const TEST_STATUS_LABELS: Record<TestStatus, string> = {
  'universal-tool': 'Universal tool',
  'designated-support': 'Designated support',
  accommodation: 'Accommodation',
  'not-allowed': 'Not allowed',
  'not-needed': 'Not needed',
};

/** How each CCSSO class reads. */
export const TEST_CLASS_LABELS: Record<TestClass, string> = {
  presentation: 'Presentation',
  response: 'Response',
  setting: 'Setting',
  'timing-scheduling': 'Timing and scheduling',
};

/** What the crosswalk says where a program's file has no word on an entry. */
export const CHECK_STATE_MANUAL = "Check your state's manual";

const text = safeText().trim().min(1, 'must not be empty');
const SourceSchema = z.strictObject({
  title: text,
  url: z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'expected an https:// address',
  }),
});

/** One entry's status in a program's file. */
export const ProgramSupportEntrySchema = z.strictObject({
  /** An Assessing entry's key. */
  key: z.string(),
  status: z.enum(TEST_STATUSES, { error: `expected one of: ${TEST_STATUSES.join(', ')}` }),
  /** Where the status holds only in part: "math items only; reading passages are …". */
  condition: text.optional(),
  /** A page that states this status, when more specific than the program's source. */
  source: SourceSchema.optional(),
});

/** `content/assessments/<id>.yaml`: one assessment program's published guidelines. */
export const AssessmentProgramFileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug such as smarter-balanced'),
  name: text,
  /** Who takes it: "grades 3–8 and 11 in the consortium's member states". */
  scope: text,
  /** Which edition of the guidelines the statuses come from. */
  edition: text,
  /** What a team must know about all of it (rules change by year, states add their own). */
  note: text,
  source: SourceSchema,
  supports: z.array(ProgramSupportEntrySchema),
});
/** A parsed assessment program file. */
export type AssessmentProgramFile = z.infer<typeof AssessmentProgramFileSchema>;

/** `content/same-job.yaml`: groups of entries that do the same job, so a plan needs one. */
export const SameJobFileSchema = z.array(
  z.strictObject({
    keys: z.array(z.string()).min(2, 'a group needs at least two entries'),
    /** Why they overlap and how to choose. */
    note: text,
  }),
);
/** The parsed same-job groups. */
export type SameJobFile = z.infer<typeof SameJobFileSchema>;

/** A program as the library serves it. */
export const AssessmentProgramSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.string(),
  edition: z.string(),
  note: z.string(),
  source: z.object({ title: z.string(), url: z.string() }),
  supports: z.array(
    z.object({
      key: z.string(),
      status: z.enum(TEST_STATUSES),
      condition: z.string().nullable(),
      source: z.object({ title: z.string(), url: z.string() }).nullable(),
    }),
  ),
});
/** An assessment program of the library. */
export type AssessmentProgram = z.infer<typeof AssessmentProgramSchema>;

/** A same-job group as the library serves it. */
export const SameJobGroupSchema = z.object({ keys: z.array(z.string()), note: z.string() });
/** A same-job group. */
export type SameJobGroup = z.infer<typeof SameJobGroupSchema>;

/** Another entry a guide points to, with the title a link shows. */
export const LinkedEntrySchema = z.object({ key: z.string(), title: z.string() });
/** A linked entry. */
export type LinkedEntry = z.infer<typeof LinkedEntrySchema>;

/** What one program says about an entry (status null: the program's file has no word on it). */
export const TestStatusSchema = z.object({
  /** For a classroom entry, the test version the status is of; null for the entry itself. */
  viaKey: z.string().nullable(),
  programId: z.string(),
  programName: z.string(),
  status: z.enum(TEST_STATUSES).nullable(),
  condition: z.string().nullable(),
  source: z.object({ title: z.string(), url: z.string() }).nullable(),
});
/** An entry's status in one program. */
export type TestStatusOfEntry = z.infer<typeof TestStatusSchema>;

/**
 * The crosswalk of one entry: its CCSSO class (its own, or its test version's), its classroom
 * and test versions both ways, entries that do the same job, and each program's status.
 */
export const EntryCrosswalkSchema = z.object({
  testClass: z.enum(TEST_CLASSES).nullable(),
  testVersions: z.array(LinkedEntrySchema),
  classroomVersions: z.array(LinkedEntrySchema),
  sameJob: z.array(LinkedEntrySchema.extend({ note: z.string() })),
  tests: z.array(TestStatusSchema),
});
/** An entry's crosswalk. */
export type EntryCrosswalk = z.infer<typeof EntryCrosswalkSchema>;

/**
 * One program's word on an entry in a line: "Smarter Balanced: Designated support. Math items
 * only." — "Smarter Balanced (as A2): …" for a classroom entry's test version, and "check
 * your state's manual" where the program's file says nothing.
 */
export function testStatusLine(status: TestStatusOfEntry): string {
  const program = status.viaKey
    ? `${status.programName} (as ${status.viaKey})`
    : status.programName;
  if (!status.status) return `${program}: ${CHECK_STATE_MANUAL.toLowerCase()}`;
  const condition = status.condition ? ` ${status.condition}` : '';
  return `${program}: ${TEST_STATUS_LABELS[status.status]}.${condition}`;
}
