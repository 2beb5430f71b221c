import { FAMILY_DETAIL_FIELDS } from '@trellis/shared/family-text';
import type { ContentError } from './content-error';
import { familyFileProblems } from './family/family-file-problems';
import type { ValidatedContent } from './validate-content';

/**
 * Every accommodation has its family text in every language, no text names a key its
 * category lacks, each stays within the word limit, translates its statement's details
 * (outside English) and uses the glossary's wordings.
 */
export function checkFamilyTexts(content: ValidatedContent): ContentError[] {
  const glossary = content.familyGlossary?.data ?? [];
  return content.familyTexts.flatMap((file) => {
    const category = content.accommodations.find((candidate) => candidate.prefix === file.prefix);
    // Without a valid accommodations file every key would look unknown: skip until it passes.
    if (!category) return [];
    // A key in the wrong accommodations file is reported there; it is not asked for here.
    const keys = category.data
      .map((entry) => entry.key)
      .filter((key) => key.startsWith(file.prefix));
    const detailFields = new Map(
      category.data.map((entry) => [
        entry.key,
        FAMILY_DETAIL_FIELDS.filter((field) => (entry.statement[field] ?? '').trim() !== ''),
      ]),
    );
    return familyFileProblems(
      { file: file.file, locale: file.locale, keys, detailFields, data: file.data },
      glossary,
    );
  });
}
