import { z } from 'zod';
import { EmailSchema } from './auth';
import { FAMILY_LOCALES, type FamilyLocale } from './locales';
import type { IepSection } from './statement-fields';
import { safeText } from './text';

// The family summary (issue 24, decision 027): a plan told to the family in plain language,
// in English, Spanish or both. The server builds it whole, every word in the chosen language,
// so the page, its print and its PDF say the same thing.

/** The languages a summary can be asked for: one, or English and Spanish side by side. */
export const SUMMARY_LANGUAGES = ['en', 'es', 'en-es'] as const;
export type SummaryLanguage = (typeof SUMMARY_LANGUAGES)[number];
export const SummaryLanguageSchema = z.enum(SUMMARY_LANGUAGES, {
  error: 'Choose English, Spanish or both',
});

/** The summaries a language choice makes, in the order they are shown. */
export function summaryLocales(language: SummaryLanguage): FamilyLocale[] {
  return language === 'en-es' ? ['en', 'es'] : [language];
}

/** Where the school does it, as the summary groups "What the school will do". */
export const SUMMARY_GROUPS = [
  'in-class',
  'on-tests',
  'behavior-and-routines',
  'changes-to-learning',
] as const;
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];

/**
 * The group an item falls in: a modification changes what is taught; an item entered as a
 * testing accommodation is on tests; a Behavioral entry belongs to behaviour and routines;
 * the rest happen in class.
 */
export function summaryGroupOf(entry: { category: string }, section: IepSection): SummaryGroup {
  if (section === 'modification') return 'changes-to-learning';
  if (section === 'testing') return 'on-tests';
  if (entry.category === 'B') return 'behavior-and-routines';
  return 'in-class';
}

const LabelledValueSchema = z.object({ label: z.string(), value: z.string() });

/** One plan item as a family reads it. */
export const SummaryItemSchema = z.object({
  key: z.string(),
  /** The plain name of the family text. */
  title: z.string(),
  /** What it is and how it helps (the family text). */
  text: z.string(),
  /** Where it applies, in the summary's language: "In class, on classroom tests and on state tests". */
  where: z.string(),
  /**
   * The details (setting, when, how much, who): the library's usual ones in the summary's
   * language, the team's own in the words it typed. `lang` says each value's language (the
   * app's staff work in English).
   */
  details: z.array(LabelledValueSchema.extend({ lang: z.string() })),
});
export type SummaryItem = z.infer<typeof SummaryItemSchema>;

/** A whole summary in one language. Nothing meant only for staff is in it. */
export const FamilySummarySchema = z.object({
  locale: z.enum(FAMILY_LOCALES),
  /** BCP 47, e.g. es-US. */
  lang: z.string(),
  /** "Family summary: <student>". */
  title: z.string(),
  intro: z.string(),
  /** Student, plan type, date, next review. */
  facts: z.array(LabelledValueSchema),
  school: z.object({
    heading: z.string(),
    /** Said when the plan has no items yet. */
    empty: z.string().nullable(),
    groups: z.array(
      z.object({
        id: z.enum(SUMMARY_GROUPS),
        heading: z.string(),
        intro: z.string(),
        items: z.array(SummaryItemSchema),
      }),
    ),
  }),
  home: z.object({
    heading: z.string(),
    intro: z.string(),
    tips: z.array(z.object({ key: z.string(), title: z.string(), text: z.string() })),
  }),
  questions: z.object({ heading: z.string(), items: z.array(z.string()) }),
  glossary: z.object({
    heading: z.string(),
    terms: z.array(z.object({ term: z.string(), meaning: z.string() })),
  }),
  contact: z.object({
    heading: z.string(),
    text: z.string(),
    name: z.string(),
    email: z.string(),
  }),
});
export type FamilySummary = z.infer<typeof FamilySummarySchema>;

/** `GET /api/v1/plans/:id/family-summary?language=…`: one summary, or two side by side. */
export const FamilySummaryResponseSchema = z.object({
  language: SummaryLanguageSchema,
  summaries: z.array(FamilySummarySchema).min(1).max(2),
});
export type FamilySummaryResponse = z.infer<typeof FamilySummaryResponseSchema>;

export const FamilySummaryQuerySchema = z.object({
  language: SummaryLanguageSchema.default('en'),
});

/** Longest note a sender adds to a family e-mail. */
export const FAMILY_EMAIL_NOTE_MAX = 2000;

/** `POST /api/v1/plans/:id/family-summary/email`: one family address, its language, a note. */
export const FamilySummaryEmailBodySchema = z.object({
  to: EmailSchema,
  language: SummaryLanguageSchema,
  note: safeText()
    .trim()
    .max(FAMILY_EMAIL_NOTE_MAX, `The note can be at most ${FAMILY_EMAIL_NOTE_MAX} characters`)
    .default(''),
});
export type FamilySummaryEmailBody = z.infer<typeof FamilySummaryEmailBodySchema>;

/** E-mails of family summaries one user may send per hour. */
export const FAMILY_EMAILS_PER_HOUR = 20;

/** What `POST /api/v1/plans/:id/family-summary/email` answers once the message went out. */
export const FamilySummaryEmailResponseSchema = z.object({
  success: z.literal(true),
  /** The family address it went to. */
  to: z.string(),
});
export type FamilySummaryEmailResponse = z.infer<typeof FamilySummaryEmailResponseSchema>;
