import { z } from 'zod';
import { safeText } from './text';
import { TEST_CLASSES, TEST_STATUSES } from './test-statuses';

// The state-test crosswalk (issue 17): what an assessment program's published guidelines say
// about a library entry, one content file per program (`content/assessments/<id>.yaml`), so
// programs and states are added as files, without code. Facts only where a public source
// states them; an entry a program's file does not list reads "check your state's manual".

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
