import type { AccommodationEntry } from '@trellis/shared/content';
import { traitNameKey } from '@trellis/shared/trait-names';
import type { AccommodationPrefix } from '@trellis/shared/content-constants';
import type { ContentError } from './content-error';
import { CONTENT_FILES, contentFileLabel } from './read-content-files';
import { repeats } from './repeats';
import type { ValidatedContent } from './validate-content';

/** The library's exact need or strength names, by their compared form (`traitNameKey`). */
export type NameIndex = ReadonlyMap<string, string>;

/** Every accommodation key of the library with its category (the first holder's). */
export type KeyIndex = ReadonlyMap<string, AccommodationPrefix>;

/** Indexes of the names accommodations may refer to; absent when that file failed. */
export interface ReferenceIndexes {
  needs?: NameIndex;
  strengths?: NameIndex;
  /** Absent when an accommodations file failed: its keys would all look unknown. */
  keys?: KeyIndex;
}

/** The Assessing category: its entries are the state-test supports (issue 17). */
export const ASSESSING: AccommodationPrefix = 'A';

type AccommodationFile = ValidatedContent['accommodations'][number];
type Problem = { field: string; message: string };

// Names must be written exactly as in needs.yaml and strengths.yaml; a difference in case
// alone would still match, but the hint saves the reviewer a search.
function unknownName(what: string, name: string, index: NameIndex): string | undefined {
  const exact = index.get(traitNameKey(name));
  if (exact === name) return undefined;
  const hint = exact === undefined ? '' : ` (did you mean "${exact}"?)`;
  return `unknown ${what} "${name}"${hint}`;
}

/** Each listed name must exist in the library and appear once on the accommodation. */
function checkReferences(
  what: 'need' | 'strength',
  names: readonly string[],
  index: NameIndex | undefined,
): Problem[] {
  const list = `${what}s`;
  const firstAt = new Map<string, number>();
  return names.flatMap((name, position) => {
    const field = `${list}.${position}.${what}`;
    const earlier = firstAt.get(traitNameKey(name));
    if (earlier === undefined) firstAt.set(traitNameKey(name), position);
    const unknown = index && unknownName(what, name, index);
    return [
      ...(unknown === undefined ? [] : [{ field, message: unknown }]),
      ...(earlier === undefined
        ? []
        : [{ field, message: `"${name}" is listed twice (also ${list}.${earlier})` }]),
    ];
  });
}

function checkPrefix(file: AccommodationFile, entry: AccommodationEntry): Problem[] {
  if (entry.key.startsWith(file.prefix)) return [];
  const home = CONTENT_FILES.find(
    (spec) => spec.kind === 'accommodations' && entry.key.startsWith(spec.prefix),
  );
  const where = home ? contentFileLabel(home) : 'another file';
  return [
    {
      field: 'key',
      message: `key "${entry.key}" belongs in ${where}; keys in this file start with ${file.prefix}`,
    },
  ];
}

/** `section` says modification exactly when the entry is one. */
function checkSection(entry: AccommodationEntry): Problem[] {
  const isModification = entry.section === 'modification';
  if (isModification === entry.modification) return [];
  const message = entry.modification
    ? 'must be modification, as modification is true'
    : 'is modification only when modification is true';
  return [{ field: 'section', message }];
}

/**
 * Every Assessing accommodation has its CCSSO class; a classroom entry takes its test
 * version's. A modification changes what is tested, which none of the four classes describes.
 */
function checkTestClass(file: AccommodationFile, entry: AccommodationEntry): Problem[] {
  const assessing = file.prefix === ASSESSING;
  if (assessing && entry.modification && entry.testClass !== undefined) {
    return [{ field: 'testClass', message: 'a modification has no CCSSO class' }];
  }
  if (assessing && !entry.modification && entry.testClass === undefined) {
    return [{ field: 'testClass', message: 'required on Assessing entries' }];
  }
  if (!assessing && entry.testClass !== undefined) {
    return [
      {
        field: 'testClass',
        message: "only Assessing entries have one; a classroom entry takes its test version's",
      },
    ];
  }
  return [];
}

/** A classroom entry's test versions: existing Assessing entries, each once. */
function checkTestVersions(
  file: AccommodationFile,
  entry: AccommodationEntry,
  keys: KeyIndex | undefined,
): Problem[] {
  const listed = entry.testVersions;
  if (listed === undefined) return [];
  if (file.prefix === ASSESSING) {
    return [
      {
        field: 'testVersions',
        message: 'only classroom entries (B, C, L) list test versions; this is one',
      },
    ];
  }
  return listed.flatMap((key, position) => {
    const field = `testVersions.${position}`;
    const first = listed.indexOf(key);
    if (first !== position) {
      return [{ field, message: `"${key}" is listed twice (also testVersions.${first})` }];
    }
    const problem = keys && notAssessing(key, keys);
    return problem === undefined ? [] : [{ field, message: problem }];
  });
}

/** Why `key` is not an Assessing entry of the library, or undefined when it is one. */
export function notAssessing(key: string, keys: KeyIndex): string | undefined {
  const prefix = keys.get(key);
  if (prefix === undefined) return `unknown Assessing entry "${key}"`;
  return prefix === ASSESSING ? undefined : `"${key}" is not an Assessing entry`;
}

function checkEntry(
  file: AccommodationFile,
  entry: AccommodationEntry,
  indexes: ReferenceIndexes,
): ContentError[] {
  const problems = [
    ...checkPrefix(file, entry),
    ...checkReferences(
      'need',
      entry.needs.map((listed) => listed.need),
      indexes.needs,
    ),
    ...checkReferences(
      'strength',
      entry.strengths.map((listed) => listed.strength),
      indexes.strengths,
    ),
    ...checkSection(entry),
    ...checkTestClass(file, entry),
    ...checkTestVersions(file, entry, indexes.keys),
  ];
  return problems.map((problem) => ({ file: file.file, entry: entry.key, ...problem }));
}

// Keys are unique across all four files, so a key copied into the wrong file is caught
// twice: as a wrong prefix there and as a duplicate here.
function checkDuplicateKeys(files: readonly AccommodationFile[]): ContentError[] {
  const all = files.flatMap((file) => file.data.map((entry) => ({ file: file.file, entry })));
  return repeats(all, ({ entry }) => entry.key).map(({ item, first }) => ({
    file: item.file,
    entry: item.entry.key,
    field: 'key',
    message: `duplicate key "${item.entry.key}" (already used in ${first.file})`,
  }));
}

// A teacher reads "what to watch for" as advice about this one support: a sentence pasted
// onto several entries says nothing specific. Case and spacing differences do not count.
function checkDuplicateWatchFor(files: readonly AccommodationFile[]): ContentError[] {
  const all = files.flatMap((file) => file.data.map((entry) => ({ file: file.file, entry })));
  const compared = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
  return repeats(all, ({ entry }) => compared(entry.watchFor)).map(({ item, first }) => ({
    file: item.file,
    entry: item.entry.key,
    field: 'watchFor',
    message: `same text as ${first.entry.key} in ${first.file}: each entry needs its own`,
  }));
}

/**
 * Rules for accommodations beyond their schema: file prefixes, unique keys, known names,
 * the IEP section, the test class, the test versions and a watch-for of its own.
 */
export function checkAccommodations(
  files: readonly AccommodationFile[],
  indexes: ReferenceIndexes,
): ContentError[] {
  const perEntry = files.flatMap((file) =>
    file.data.flatMap((entry) => checkEntry(file, entry, indexes)),
  );
  return [...perEntry, ...checkDuplicateKeys(files), ...checkDuplicateWatchFor(files)];
}
