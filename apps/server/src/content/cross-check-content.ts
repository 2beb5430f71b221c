import type { NeedsFile, StrengthsFile } from '@trellis/shared/content';
import { traitNameKey } from '@trellis/shared/trait-names';
import { ACCOMMODATION_CATEGORIES, NEED_CATEGORIES } from '@trellis/shared/content-constants';
import type { ContentError } from './content-error';
import { type KeyIndex, type NameIndex, checkAccommodations } from './cross-check-accommodations';
import { checkCrosswalkFiles } from './cross-check-crosswalk';
import { checkFamilyTexts } from './cross-check-family';
import { repeats } from './repeats';
import type { ValidatedContent, ValidFile } from './validate-content';

// The schema accepts only the category names; this adds that each appears once, in order.
function checkNeedCategories(needs: ValidFile<NeedsFile>): ContentError[] {
  const names = needs.data.map((category) => category.category);
  if (names.join('\n') === NEED_CATEGORIES.join('\n')) return [];
  const message = `need categories must be exactly, in this order: ${NEED_CATEGORIES.join(', ')}`;
  return [{ file: needs.file, entry: '', field: '', message }];
}

/**
 * Needs and strengths share the rules: ids and names unique across all categories. Names
 * are compared as matching compares them, or two entries would be one to the builder.
 */
function checkTraits(
  what: 'need' | 'strength',
  file: string,
  traits: readonly { id: string; name: string }[],
): ContentError[] {
  const byId = repeats(traits, (trait) => trait.id).map(({ item }) => ({
    file,
    entry: item.id,
    field: 'id',
    message: `duplicate ${what} id "${item.id}"`,
  }));
  const byName = repeats(traits, (trait) => traitNameKey(trait.name)).map(({ item }) => ({
    file,
    entry: item.id,
    field: 'name',
    message: `duplicate ${what} name "${item.name}"`,
  }));
  return [...byId, ...byName];
}

/** Related needs must name other needs of the library, exactly and once each. */
function checkRelatedNeeds(needs: ValidFile<NeedsFile>): ContentError[] {
  const all = allNeeds(needs.data);
  const names = new Set(all.map((need) => need.name));
  return all.flatMap((need) =>
    (need.related ?? []).flatMap((name, position) => {
      const problem = (message: string) => ({
        file: needs.file,
        entry: need.id,
        field: `related.${position}`,
        message,
      });
      if (traitNameKey(name) === traitNameKey(need.name)) {
        return [problem('a need cannot be related to itself')];
      }
      if (!names.has(name)) return [problem(`unknown need "${name}"`)];
      const first = need.related?.findIndex((other) => other === name);
      return first === position ? [] : [problem(`"${name}" is listed twice`)];
    }),
  );
}

function checkMessages(messages: NonNullable<ValidatedContent['messages']>): ContentError[] {
  return repeats(messages.data, (message) => message.id).map(({ item }) => ({
    file: messages.file,
    entry: item.id,
    field: 'id',
    message: `duplicate message id "${item.id}"`,
  }));
}

// A duplicated name is reported once, at its repeat; references resolve to the first, so
// they are not reported as unknown as well.
function nameIndex(traits: readonly { name: string }[]): NameIndex {
  const index = new Map<string, string>();
  for (const { name } of traits) {
    if (!index.has(traitNameKey(name))) index.set(traitNameKey(name), name);
  }
  return index;
}

function allNeeds(needs: NeedsFile) {
  return needs.flatMap((category) => category.needs);
}

function allStrengths(strengths: StrengthsFile) {
  return strengths.flatMap((category) => category.strengths);
}

/**
 * The library's keys with their categories, once every accommodations file passed its
 * schema; a key repeated is reported as such and resolves to its first holder.
 */
function keyIndex(accommodations: ValidatedContent['accommodations']): KeyIndex | undefined {
  if (accommodations.length < ACCOMMODATION_CATEGORIES.length) return undefined;
  const index = new Map<string, (typeof accommodations)[number]['prefix']>();
  for (const file of accommodations) {
    for (const entry of file.data) {
      if (!index.has(entry.key)) index.set(entry.key, file.prefix);
    }
  }
  return index;
}

/** Every rule that spans entries or files; a file that failed its schema is skipped. */
export function crossCheckContent(content: ValidatedContent): ContentError[] {
  const { needs, strengths, messages, accommodations } = content;
  const keys = keyIndex(accommodations);
  return [
    ...(needs ? checkNeedCategories(needs) : []),
    ...(needs ? checkTraits('need', needs.file, allNeeds(needs.data)) : []),
    ...(needs ? checkRelatedNeeds(needs) : []),
    ...(strengths ? checkTraits('strength', strengths.file, allStrengths(strengths.data)) : []),
    ...(messages ? checkMessages(messages) : []),
    // Without a valid needs.yaml every need would look unknown, so names go unchecked.
    ...checkAccommodations(accommodations, {
      needs: needs && nameIndex(allNeeds(needs.data)),
      strengths: strengths && nameIndex(allStrengths(strengths.data)),
      keys,
    }),
    ...checkCrosswalkFiles(content, keys),
    ...checkFamilyTexts(content),
  ];
}
