import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { FAMILY_LOCALES, type FamilyLocale, LOCALE_TAGS } from '@trellis/shared/locales';
import { APP_CATALOGUES } from '@trellis/shared/i18n/app-catalogues';

// The web app's words in every language (issue 24, decision 027). Only the `app` namespace
// comes to the browser: the family summary arrives from the server already in its language.
// English is the default and the language of anyone signed out; a signed-in user's profile
// setting switches it (`LocaleFollowsUser`).

const resources = Object.fromEntries(
  FAMILY_LOCALES.map((locale) => [locale, { app: APP_CATALOGUES[locale] }]),
);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...FAMILY_LOCALES],
  ns: ['app'],
  defaultNS: 'app',
  // React escapes what it renders; escaping here too would show `&amp;` on the page.
  interpolation: { escapeValue: false },
  // The catalogues are bundled: ready at once, so the first render already has its words.
  initAsync: false,
});

/** The language the app speaks now. */
export function currentLocale(): FamilyLocale {
  return i18n.language === 'es' ? 'es' : 'en';
}

/** The page's `<html lang>` says the app's language, so screen readers read it right. */
function markDocumentLanguage(locale: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_TAGS[locale === 'es' ? 'es' : 'en'];
}
markDocumentLanguage(i18n.language);
i18n.on('languageChanged', markDocumentLanguage);

/** Switches the app's language (the profile setting, the signed-in user's saved choice). */
export function setAppLocale(locale: FamilyLocale) {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

/**
 * The app's `t` and its instance. Components ask through this hook (not react-i18next's
 * directly) so the catalogues are loaded wherever a translated word is rendered, tests too.
 */
export function useAppTranslation() {
  return useTranslation('app', { i18n });
}
