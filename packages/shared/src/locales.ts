// The languages Trellis speaks to families (issue 24, decision 027), in a module without zod:
// the web app's first page reads them. English is the default; adding a language is adding
// its code here, its tag, its catalogues and its content files.

export const FAMILY_LOCALES = ['en', 'es'] as const;
export type FamilyLocale = (typeof FAMILY_LOCALES)[number];

/** A locale's BCP 47 tag, for `lang` attributes, the PDF's language and `Intl`. */
export const LOCALE_TAGS: Record<FamilyLocale, string> = { en: 'en-US', es: 'es-US' };
