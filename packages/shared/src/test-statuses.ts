import type { TestStatusOfEntry } from './assessments';

// The state-test crosswalk's classes and statuses and how they read (issue 17), without zod:
// the plan's statements and the entry modal show them, and load zod only with a form.

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
