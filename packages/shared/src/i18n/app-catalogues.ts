import type { FamilyLocale } from '../locales';
import enApp from './en/app.json';
import esApp from './es/app.json';

/** A catalogue: keys to messages, nested by dots; plurals as `key_one`, `key_other`. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/**
 * The `app` namespace alone, in every language: what the web app bundles. The summary's
 * words stay on the server (see catalogues.ts), so the first page does not carry them.
 */
export const APP_CATALOGUES: Record<FamilyLocale, Catalogue> = { en: enApp, es: esApp };
