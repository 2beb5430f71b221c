import { z } from 'zod';
import { safeText } from './text';

// The IEP statement fields of the library (issue 17, decision 016): the section a team
// enters an item in, where it applies, and the statement block every entry has, as the
// YAML files write it and as the library serves it.

// Block scalars end with a newline: text is trimmed before the emptiness check.
const text = safeText().trim().min(1, 'must not be empty');

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

const statementPart = text.max(
  STATEMENT_PART_MAX,
  `must be at most ${STATEMENT_PART_MAX} characters`,
);
// A phrase sits inside a sentence: no full stop of its own, no capital the sentence adds.
const phrase = statementPart.refine((value) => !/[.;:,]$/.test(value), {
  error: 'ends inside the sentence: leave out the final punctuation',
});

/**
 * An entry's IEP statement and the plan item's default details (issue 17): the sentence
 * "During [setting], [when], [student] will be provided [what], [amount], by [provider]."
 */
export const StatementEntrySchema = z.strictObject({
  /** What the student is provided: completes "… will be provided …", in lower case. */
  what: phrase.refine((value) => !/^(will|the student|student)\b/i.test(value), {
    error: 'starts after "will be provided": write only what is provided',
  }),
  /** Default setting: classes or subjects, e.g. "all classes", "math and science". */
  setting: phrase.optional(),
  /** Default condition, starting with its lead word: "when a test is longer than 20 minutes". */
  when: phrase
    .refine(startsWithLeadWord, {
      error: `start with one of: ${CONDITION_LEAD_WORDS.join(', ')}`,
    })
    .optional(),
  /** Default amount or frequency: "time and a half", "every 15 minutes". */
  amount: phrase.optional(),
  /** Default provider, a role with its article: "the classroom teacher". */
  provider: phrase.optional(),
  /** Where it applies by default. */
  appliesTo: z
    .array(z.enum(APPLIES_TO, { error: `expected one of: ${APPLIES_TO.join(', ')}` }))
    .min(1, 'list at least one of: instruction, classroom-tests, state-tests')
    .refine((list) => new Set(list).size === list.length, { error: 'lists a place twice' }),
});
/** An entry's statement block. */
export type StatementEntry = z.infer<typeof StatementEntrySchema>;

/** An entry's statement as the library serves it: the content's block, with '' for absent details. */
export const StatementTemplateSchema = z.object({
  what: z.string(),
  setting: z.string(),
  when: z.string(),
  amount: z.string(),
  provider: z.string(),
  appliesTo: z.array(z.enum(APPLIES_TO)),
});
/** An entry's statement template and default details. */
export type StatementTemplate = z.infer<typeof StatementTemplateSchema>;
