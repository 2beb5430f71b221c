// The IEP statement fields of the library (issue 17, decision 016): the section a team
// enters an item in, where it applies, and what a condition starts with, without zod (the
// plan's pages use them); the statement block's schemas are in statement-schemas.ts.

/**
 * How an IEP team enters an item (issue 17): instructional accommodations, testing
 * accommodations, supplementary aids and services, and modifications. "Copy all statements"
 * groups the plan's statements in this order.
 */
export const IEP_SECTIONS = [
  'instructional',
  'testing',
  'supplementary-aid',
  'modification',
] as const;
/** One of the IEP sections. */
export type IepSection = (typeof IEP_SECTIONS)[number];

/** Where a plan item applies: instruction, classroom tests, state tests (all three = all). */
export const APPLIES_TO = ['instruction', 'classroom-tests', 'state-tests'] as const;
/** One place a plan item applies. */
export type AppliesTo = (typeof APPLIES_TO)[number];

/** Longest statement phrase (the "what") or default detail in the content. */
export const STATEMENT_PART_MAX = 200;

/**
 * Words a condition ("when") may start with; a condition without one is read as "for …".
 * The content's default conditions must start with one, so they read as written.
 */
export const CONDITION_LEAD_WORDS = [
  'when',
  'whenever',
  'while',
  'during',
  'for',
  'before',
  'after',
  'if',
  'on',
  'at',
  'in',
  'as',
  'until',
  'once',
  'each',
  'every',
  'throughout',
] as const;

/** Whether `text` begins with one of the condition's lead words. */
export function startsWithLeadWord(text: string): boolean {
  const first = text.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  return (CONDITION_LEAD_WORDS as readonly string[]).includes(first);
}
