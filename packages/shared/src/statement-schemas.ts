import { z } from 'zod';
import {
  APPLIES_TO,
  CONDITION_LEAD_WORDS,
  STATEMENT_PART_MAX,
  startsWithLeadWord,
} from './statement-fields';
import { safeText } from './text';

// The statement block every library entry has (issue 17, decision 016), as the YAML files
// write it and as the library serves it.

// Block scalars end with a newline: text is trimmed before the emptiness check.
const text = safeText().trim().min(1, 'must not be empty');

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
