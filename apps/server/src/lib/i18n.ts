import i18next, { type TFunction } from 'i18next';
import { type FamilyLocale, LOCALE_TAGS } from '@trellis/shared/locales';
import { CATALOGUES, I18N_NAMESPACES } from '@trellis/shared/i18n/catalogues';

// The server's words in a family's language (issue 24, decision 027): one i18next instance
// per locale over the shared message catalogues, made once and kept. Messages are not
// escaped here: they go into PDFs and plain text, and the HTML e-mail escapes its own text.

/** Translates keys of the `family-summary` namespace; plurals by `count` as i18next does. */
export type Translate = TFunction<'family-summary'>;

function createTranslator(locale: FamilyLocale) {
  const instance = i18next.createInstance();
  // Resources given at init and `initAsync: false`: ready on return, no promise to await.
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    ns: [...I18N_NAMESPACES],
    defaultNS: 'family-summary',
    resources: CATALOGUES,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance.getFixedT(locale, 'family-summary') as Translate;
}

const translators = new Map<FamilyLocale, Translate>();

/** The translate function of a locale. */
export function translator(locale: FamilyLocale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(locale);
    translators.set(locale, translate);
  }
  return translate;
}

/** "24 de noviembre de 2026": a calendar date (`YYYY-MM-DD`) or a moment, long, in UTC. */
export function localDateText(locale: FamilyLocale, date: string | Date): string {
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return format.format(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date);
}

/** "A, B y C": a list joined as the language joins one. */
export function localList(locale: FamilyLocale, parts: readonly string[]): string {
  return new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(parts);
}
