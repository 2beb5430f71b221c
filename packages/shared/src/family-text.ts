import { z } from 'zod';
import { FAMILY_LOCALES } from './locales';

/** The most words an entry's family text and home tip may hold together (issue 24: ~70). */
export const FAMILY_TEXT_MAX_WORDS = 75;

const plainFamilyText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((text) => !/[*_`#[\]]/.test(text), 'is plain text: no Markdown');

/** The statement's details a family reads (setting, when, how much, who), in sentence order. */
export const FAMILY_DETAIL_FIELDS = ['setting', 'when', 'amount', 'provider'] as const;
export type FamilyDetailField = (typeof FAMILY_DETAIL_FIELDS)[number];

/**
 * The library's usual details of an entry in a family's language: one for each detail its
 * statement has. English has none of its own: there the statement's words are the details.
 */
const FamilyDetailsSchema = z.strictObject({
  setting: plainFamilyText.optional(),
  when: plainFamilyText.optional(),
  amount: plainFamilyText.optional(),
  provider: plainFamilyText.optional(),
});
export type FamilyDetails = z.infer<typeof FamilyDetailsSchema>;

/**
 * One accommodation's text for a family: a plain name for it, what it is and how it helps,
 * a tip for home, and (outside English) the library's usual details in that language.
 */
export const FamilyTextSchema = z.strictObject({
  title: plainFamilyText.max(80, 'can be at most 80 characters'),
  text: plainFamilyText,
  home: plainFamilyText.optional(),
  details: FamilyDetailsSchema.optional(),
});
export type FamilyText = z.infer<typeof FamilyTextSchema>;

/** `content/family/<locale>/<category>.yaml`: family text by accommodation key. */
export const FamilyTextFileSchema = z.record(z.string(), FamilyTextSchema);
export type FamilyTextFile = z.infer<typeof FamilyTextFileSchema>;

/** A glossary term in one language; `avoid` lists wordings the family text must not use. */
const GlossaryWordingSchema = z.strictObject({
  term: plainFamilyText,
  meaning: plainFamilyText,
  avoid: z.array(z.string().trim().min(1)).default([]),
});

/**
 * `content/family/glossary.yaml`: the special-education terms a family meets, each with
 * one wording per language, used the same way everywhere (decision 027).
 */
export const FamilyGlossarySchema = z.array(
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, 'is a slug: lower-case letters, digits and hyphens'),
    en: GlossaryWordingSchema,
    es: GlossaryWordingSchema,
  }),
);
export type FamilyGlossary = z.infer<typeof FamilyGlossarySchema>;

/** An entry's family text in every language. */
export const FamilyTextsSchema = z.record(z.enum(FAMILY_LOCALES), FamilyTextSchema);
export type FamilyTexts = z.infer<typeof FamilyTextsSchema>;

/** What the library holds for families: each entry's texts by key, and the glossary. */
export const FamilyLibrarySchema = z.object({
  texts: z.record(z.string(), FamilyTextsSchema),
  glossary: FamilyGlossarySchema,
});
export type FamilyLibrary = z.infer<typeof FamilyLibrarySchema>;

/** Each text of an entry by its field's name, the details' as `details.<field>`. */
export function familyTextFields(entry: FamilyText): [string, string][] {
  const { details, ...texts } = entry;
  return [
    ...Object.entries(texts),
    ...FAMILY_DETAIL_FIELDS.flatMap((field): [string, string][] => {
      const text = details?.[field];
      return text === undefined ? [] : [[`details.${field}`, text]];
    }),
  ];
}

/** The text a family reads for one entry: what it is, then the tip for home. */
export function familyProse(entry: FamilyText): string {
  return entry.home ? `${entry.text} ${entry.home}` : entry.text;
}
