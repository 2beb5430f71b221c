import type { FamilyDetailField, FamilyGlossary } from '@trellis/shared/family-text';
import { describe, expect, it } from 'vitest';
import { familyFileProblems } from './family-file-problems';

const glossary: FamilyGlossary = [
  {
    id: 'accommodation',
    en: { term: 'accommodation', meaning: 'A change in how.', avoid: [] },
    es: { term: 'acomodación', meaning: 'Un cambio.', avoid: ['adaptación', 'adaptaciones'] },
  },
];

const file = 'content/family/es/learning.yaml';
/** Statements without details, unless a test says otherwise. */
const detailFields = new Map<string, FamilyDetailField[]>();

describe('familyFileProblems', () => {
  it('accepts a complete file', () => {
    const data = {
      L1: { title: 'Un nombre', text: 'Una acomodación para leer.' },
      L2: { title: 'Un nombre', text: 'Otra.', home: 'En casa.' },
    };
    expect(
      familyFileProblems({ file, locale: 'es', keys: ['L1', 'L2'], detailFields, data }, glossary),
    ).toEqual([]);
  });

  it('names a missing key and an unknown one', () => {
    const data = {
      L1: { title: 'Un nombre', text: 'Texto.' },
      L9: { title: 'Un nombre', text: 'Texto.' },
    };
    const problems = familyFileProblems(
      { file, locale: 'es', keys: ['L1', 'L2'], detailFields, data },
      glossary,
    );
    expect(problems).toEqual([
      { file, entry: 'L2', field: '', message: 'has no family text: write one' },
      { file, entry: 'L9', field: '', message: 'is not an accommodation of this category' },
    ]);
  });

  it('counts text and home together against the word limit', () => {
    const forty = Array.from({ length: 40 }, () => 'palabra').join(' ');
    const data = { L1: { title: 'Un nombre', text: forty, home: forty } };
    const [problem] = familyFileProblems(
      { file, locale: 'es', keys: ['L1'], detailFields, data },
      glossary,
    );
    expect(problem?.message).toBe('text and home hold 80 words; at most 75');
  });

  it("refuses a wording the glossary says to avoid, in the entry's field, whatever its case", () => {
    const data = {
      L1: { title: 'Un nombre', text: 'Texto.', home: 'Hablen de las Adaptaciones.' },
    };
    expect(
      familyFileProblems({ file, locale: 'es', keys: ['L1'], detailFields, data }, glossary),
    ).toEqual([
      { file, entry: 'L1', field: 'home', message: 'says "adaptaciones": use "acomodación"' },
    ]);
  });

  it('does not apply one language’s avoid list to the other', () => {
    const data = { L1: { title: 'Un nombre', text: 'The adaptaciones word is fine here.' } };
    const en = {
      file: 'content/family/en/learning.yaml',
      locale: 'en' as const,
      keys: ['L1'],
      detailFields,
      data,
    };
    expect(familyFileProblems(en, glossary)).toEqual([]);
  });

  it("asks outside English for each of the statement's details, and no other", () => {
    const fields = new Map<string, FamilyDetailField[]>([['L1', ['setting', 'provider']]]);
    const data = {
      L1: {
        title: 'Un nombre',
        text: 'Texto.',
        details: { setting: 'todas las clases', when: 'en los exámenes' },
      },
    };
    const problems = familyFileProblems(
      { file, locale: 'es', keys: ['L1'], detailFields: fields, data },
      glossary,
    );
    expect(problems).toEqual([
      {
        file,
        entry: 'L1',
        field: 'details.when',
        message: 'the statement has no such detail: remove it',
      },
      {
        file,
        entry: 'L1',
        field: 'details.provider',
        message: "translates the statement's detail: write it",
      },
    ]);
  });

  it('refuses details in English, where they are the statement’s own words', () => {
    const fields = new Map<string, FamilyDetailField[]>([['L1', ['setting']]]);
    const data = { L1: { title: 'A name', text: 'Text.', details: { setting: 'all classes' } } };
    const en = {
      file: 'content/family/en/learning.yaml',
      locale: 'en' as const,
      keys: ['L1'],
      detailFields: fields,
      data,
    };
    expect(familyFileProblems(en, glossary)).toEqual([
      {
        file: en.file,
        entry: 'L1',
        field: 'details',
        message: "is the statement's own words in English: remove it",
      },
    ]);
  });

  it('applies the glossary to the details too', () => {
    const fields = new Map<string, FamilyDetailField[]>([['L1', ['when']]]);
    const data = {
      L1: { title: 'Un nombre', text: 'Texto.', details: { when: 'según sus adaptaciones' } },
    };
    expect(
      familyFileProblems(
        { file, locale: 'es', keys: ['L1'], detailFields: fields, data },
        glossary,
      ),
    ).toEqual([
      {
        file,
        entry: 'L1',
        field: 'details.when',
        message: 'says "adaptaciones": use "acomodación"',
      },
    ]);
  });
});
