import { FAMILY_LOCALES } from '@trellis/shared/locales';
import { familyTextFields } from '@trellis/shared/family-text';
import { CATALOGUES, type Catalogue } from '@trellis/shared/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import { loadValidContent } from '../../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../../config';
import { avoidedWordings } from './family-file-problems';

/** Every message of a catalogue with its dotted key. */
function messages(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : messages(value, `${prefix}${key}.`),
  );
}

describe('the glossary is used the same way everywhere', async () => {
  const { library } = await loadValidContent(DEFAULT_CONTENT_DIR);

  it('defines every term in every language', () => {
    for (const term of library.family.glossary) {
      for (const locale of FAMILY_LOCALES) expect(term[locale].meaning).not.toBe('');
    }
  });

  it.each(FAMILY_LOCALES)(
    'no %s catalogue message uses a wording the glossary avoids',
    (locale) => {
      const avoided = avoidedWordings(library.family.glossary, locale);
      const misuses = Object.entries(CATALOGUES[locale]).flatMap(([namespace, catalogue]) =>
        messages(catalogue).flatMap(([key, text]) =>
          avoided
            .filter(({ pattern }) => pattern.test(text))
            .map(({ wording, term }) => `${namespace}:${key} says "${wording}": use "${term}"`),
        ),
      );
      expect(misuses).toEqual([]);
    },
  );

  it('no family text of the library uses a wording the glossary avoids', () => {
    const misuses = FAMILY_LOCALES.flatMap((locale) => {
      const avoided = avoidedWordings(library.family.glossary, locale);
      return Object.entries(library.family.texts).flatMap(([key, texts]) =>
        familyTextFields(texts[locale]).flatMap(([, text]) =>
          avoided
            .filter(({ pattern }) => pattern.test(text))
            .map(({ wording }) => `${key}: ${wording}`),
        ),
      );
    });
    expect(misuses).toEqual([]);
  });
});
