import {
  FAMILY_DETAIL_FIELDS,
  FAMILY_TEXT_MAX_WORDS,
  type FamilyDetailField,
  type FamilyGlossary,
  type FamilyText,
  type FamilyTextFile,
  familyProse,
  familyTextFields,
} from '@trellis/shared/family-text';
import type { FamilyLocale } from '@trellis/shared/locales';
import type { ContentError } from '../content-error';
import { wordsOf } from './words';

/** A family text file and what it must hold. */
export interface FamilyFileToCheck {
  /** The name errors give it, e.g. `content/family/es/learning.yaml`. */
  file: string;
  locale: FamilyLocale;
  /** The category's accommodation keys, in file order: each needs a family text. */
  keys: readonly string[];
  /** The details each key's statement has: outside English, each needs its translation. */
  detailFields: ReadonlyMap<string, readonly FamilyDetailField[]>;
  data: FamilyTextFile;
}

/**
 * English details are the statement's own words, so an English file holds none; another
 * language holds each detail the statement has, and no other.
 */
function detailProblems(
  locale: FamilyLocale,
  entry: FamilyText,
  has: readonly FamilyDetailField[],
): { field: string; message: string }[] {
  if (locale === 'en') {
    return entry.details
      ? [{ field: 'details', message: "is the statement's own words in English: remove it" }]
      : [];
  }
  return FAMILY_DETAIL_FIELDS.flatMap((field) => {
    const translated = entry.details?.[field] !== undefined;
    if (has.includes(field) && !translated) {
      return [
        { field: `details.${field}`, message: "translates the statement's detail: write it" },
      ];
    }
    if (!has.includes(field) && translated) {
      return [
        { field: `details.${field}`, message: 'the statement has no such detail: remove it' },
      ];
    }
    return [];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matchers for the wordings a language's family text must not use (glossary `avoid`). */
export function avoidedWordings(
  glossary: FamilyGlossary,
  locale: FamilyLocale,
): { wording: string; term: string; pattern: RegExp }[] {
  return glossary.flatMap((entry) =>
    entry[locale].avoid.map((wording) => ({
      wording,
      term: entry[locale].term,
      pattern: new RegExp(`(?<![\\p{L}])${escapeRegExp(wording)}(?![\\p{L}])`, 'iu'),
    })),
  );
}

/**
 * What is wrong with a family text file as a whole and per entry: a key without its text, a
 * text for a key the category lacks, an entry over the word limit, a detail missing or extra,
 * a wording the glossary says to avoid. (How easy it reads and its spelling are the quality gates'.)
 */
export function familyFileProblems(
  checked: FamilyFileToCheck,
  glossary: FamilyGlossary,
): ContentError[] {
  const { file, keys, detailFields, data, locale } = checked;
  const problem = (entry: string, field: string, message: string): ContentError => ({
    file,
    entry,
    field,
    message,
  });
  const problems: ContentError[] = [];
  const known = new Set(keys);
  for (const key of keys) {
    if (!(key in data)) problems.push(problem(key, '', 'has no family text: write one'));
  }
  const avoided = avoidedWordings(glossary, locale);
  for (const [key, entry] of Object.entries(data)) {
    if (!known.has(key)) {
      problems.push(problem(key, '', 'is not an accommodation of this category'));
      continue;
    }
    const words = wordsOf(familyProse(entry)).length;
    if (words > FAMILY_TEXT_MAX_WORDS) {
      problems.push(
        problem(key, '', `text and home hold ${words} words; at most ${FAMILY_TEXT_MAX_WORDS}`),
      );
    }
    for (const { field, message } of detailProblems(locale, entry, detailFields.get(key) ?? [])) {
      problems.push(problem(key, field, message));
    }
    for (const [field, text] of familyTextFields(entry)) {
      for (const { wording, term, pattern } of avoided) {
        if (pattern.test(text))
          problems.push(problem(key, field, `says "${wording}": use "${term}"`));
      }
    }
  }
  return problems;
}
