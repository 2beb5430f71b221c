// A test, run by Node only: it reads the apps' sources to find the keys they use.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILY_LOCALES } from '../locales';
import { CATALOGUES, I18N_NAMESPACES, type Catalogue, type I18nNamespace } from './catalogues';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** Where each namespace's words are used: the web app's frame, the server's summary. */
const USED_IN: Record<I18nNamespace, string> = {
  app: 'apps/web/src',
  'family-summary': 'apps/server/src',
};

/**
 * Keys built at run time (`t(`languages.${code}`)`): every key under these prefixes counts
 * as used. The one list of them; a new dynamic use adds its prefix here.
 */
const DYNAMIC_PREFIXES: Record<I18nNamespace, readonly string[]> = {
  app: ['languages.'],
  'family-summary': [],
};

/** Every key of a catalogue with dots for nesting: `nav.itemCount_one`. */
function keysOf(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') keys.set(`${prefix}${key}`, value);
    else for (const entry of keysOf(value, `${prefix}${key}.`)) keys.set(...entry);
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The keys a folder's code asks for by literal: `t('a.b')`, `t("a.b", …)`, and the server's
 * `translator(locale)('a.b')`.
 */
function usedKeys(dir: string): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(resolve(ROOT, dir))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /(?:\bt|\btranslator\((?:[^()]|\([^()]*\))*\))\(\s*['"]([^'"]+)['"]/g,
    )) {
      used.add(match[1] ?? '');
    }
  }
  return used;
}

/** A plural's forms are asked for by their base key: `t('nav.itemCount', { count })`. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe.each(I18N_NAMESPACES)('the %s catalogues', (namespace) => {
  const english = keysOf(CATALOGUES.en[namespace]);
  const used = usedKeys(USED_IN[namespace]);

  it.each(FAMILY_LOCALES)('has every key of every language in %s, none empty', (locale) => {
    const keys = keysOf(CATALOGUES[locale][namespace]);
    expect([...keys.keys()].sort()).toEqual([...english.keys()].sort());
    const empty = [...keys].filter(([, value]) => !value.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses every key it holds', () => {
    const unused = [...english.keys()].filter(
      (key) =>
        !used.has(key) &&
        !used.has(baseKey(key)) &&
        !DYNAMIC_PREFIXES[namespace].some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('holds every key its code asks for', () => {
    const known = new Set([...english.keys()].flatMap((key) => [key, baseKey(key)]));
    const missing = [...used].filter((key) => !known.has(key));
    expect(missing).toEqual([]);
  });
});
