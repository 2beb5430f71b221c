import { z } from 'zod';
import { APPLIES_TO } from './statement-fields';
import { safeText } from './text';

// A plan item's implementation details as a plan saves them (issue 17); the statements they
// make are in iep-statements.ts, which the web app's plan pages use without zod.

/** Longest setting, condition, amount or provider a plan item keeps. */
export const ITEM_DETAIL_MAX = 200;
/** Longest statement a team may write in place of the rendered one. */
export const STATEMENT_OVERRIDE_MAX = 1000;

const detail = (what: string) =>
  safeText().trim().max(ITEM_DETAIL_MAX, `${what} can be at most ${ITEM_DETAIL_MAX} characters`);

/**
 * A plan item's implementation details: where, when, how much, by whom, and where it
 * applies; `statement` is the team's own wording, which replaces the rendered sentence.
 */
export const ItemDetailsSchema = z.object({
  setting: detail('The setting'),
  when: detail('When'),
  amount: detail('How much'),
  provider: detail('Who provides it'),
  appliesTo: z
    .array(z.enum(APPLIES_TO))
    .min(1, 'Choose at least one: instruction, classroom tests or state tests')
    .refine((list) => new Set(list).size === list.length, 'Each place can be chosen once'),
  statement: safeText()
    .trim()
    .max(
      STATEMENT_OVERRIDE_MAX,
      `The statement can be at most ${STATEMENT_OVERRIDE_MAX} characters`,
    )
    .nullable(),
});
/** A plan item's implementation details. */
export type ItemDetails = z.infer<typeof ItemDetailsSchema>;
