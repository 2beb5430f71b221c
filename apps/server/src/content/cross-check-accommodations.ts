import { type AccommodationEntry, traitNameKey } from '@trellis/shared/content';
import type { ContentError } from './content-error';
import { CONTENT_FILES, contentFileLabel } from './read-content-files';
import { repeats } from './repeats';
import type { ValidatedContent } from './validate-content';

/** The library's exact need or strength names, by their compared form (`traitNameKey`). */
export type NameIndex = ReadonlyMap<string, string>;

/** Indexes of the names accommodations may refer to; absent when that file failed. */
export interface ReferenceIndexes {
  needs?: NameIndex;
  strengths?: NameIndex;
}

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

/** Rules for accommodations beyond their schema: file prefixes, unique keys, known names. */
export function checkAccommodations(
  files: readonly AccommodationFile[],
  indexes: ReferenceIndexes,
): ContentError[] {
  const perEntry = files.flatMap((file) =>
    file.data.flatMap((entry) => checkEntry(file, entry, indexes)),
  );
  return [...perEntry, ...checkDuplicateKeys(files)];
}
