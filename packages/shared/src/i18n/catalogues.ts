import type { FamilyLocale } from '../locales';
import { APP_CATALOGUES, type Catalogue } from './app-catalogues';
import enFamilySummary from './en/family-summary.json';
import esFamilySummary from './es/family-summary.json';

// The message catalogues (issue 24, decision 027), one folder per language and one file per
// namespace: `app` for the web app's words, `family-summary` for the summary the server
// builds. English is the default and the spec's words stay exactly as the spec says them.
// Adding a language: copy `en/` to `<code>/`, translate every value, add the code to
// FAMILY_LOCALES and its files below and in app-catalogues.ts; the catalogue test names any
// key left out.

/** The namespaces, each a JSON file in every language's folder. */
export const I18N_NAMESPACES = ['app', 'family-summary'] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

export type { Catalogue } from './app-catalogues';

export const CATALOGUES: Record<FamilyLocale, Record<I18nNamespace, Catalogue>> = {
  en: { app: APP_CATALOGUES.en, 'family-summary': enFamilySummary },
  es: { app: APP_CATALOGUES.es, 'family-summary': esFamilySummary },
};
