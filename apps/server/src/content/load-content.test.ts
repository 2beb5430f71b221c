import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Library, LibrarySchema, compareAccommodationOrder } from '@trellis/shared/content';
import { ACCOMMODATION_CATEGORIES } from '@trellis/shared/content-constants';
import { afterAll, describe, expect, it } from 'vitest';
import { formatContentError, loadContent } from './load-content';

const REPO_CONTENT = fileURLToPath(new URL('../../../../content/', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../../test/fixtures/content/', import.meta.url));
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function copyOfFixture(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'trellis-content-'));
  tempDirs.push(root);
  const dir = join(root, 'content');
  await cp(FIXTURE, dir, { recursive: true });
  return dir;
}

type Edit = (text: string) => string | null;

/** A copy of the valid fixture with files changed (or removed, when an edit gives null). */
async function variant(edits: Record<string, Edit>): Promise<string> {
  const dir = await copyOfFixture();
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    // A file the fixture does not have starts empty, so an edit can add one.
    const before = await readFile(path, 'utf8').catch(() => '');
    const after = edit(before);
    if (after === null) {
      await rm(path);
      continue;
    }
    // An edit that matched nothing would make the test pass for the wrong reason.
    expect(after).not.toBe(before);
    await writeFile(path, after);
  }
  return dir;
}

async function errorLines(dir: string): Promise<string[]> {
  const result = await loadContent(dir);
  if (result.ok) throw new Error('expected the content to be rejected');
  return result.errors.map(formatContentError);
}

async function library(dir: string): Promise<Library> {
  const result = await loadContent(dir);
  if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
  return result.library;
}

const BEHAVIORAL = 'accommodations/behavioral.yaml';
const CURRICULUM = 'accommodations/curriculum.yaml';
const LEARNING = 'accommodations/learning.yaml';
const ASSESSING = 'accommodations/assessing.yaml';
const PROGRAM = 'assessments/smarter-balanced.yaml';
const SAME_JOB = 'same-job.yaml';

describe('loadContent on broken content', () => {
  it.each<[string, string, Edit, string[]]>([
    [
      'an unknown need name',
      BEHAVIORAL,
      (text) => text.replace('need: Anxiety', 'need: Anxeity'),
      ['content/accommodations/behavioral.yaml: B1: needs.1.need: unknown need "Anxeity"'],
    ],
    [
      'a need name in the wrong case, with a hint',
      BEHAVIORAL,
      (text) => text.replace('need: Anxiety', 'need: anxiety'),
      [
        'content/accommodations/behavioral.yaml: B1: needs.1.need: unknown need "anxiety" (did you mean "Anxiety"?)',
      ],
    ],
    [
      'a duplicate key',
      CURRICULUM,
      (text) =>
        text +
        text
          .replace('Shortened Assignments', 'Fewer Problems')
          .replace('the shorter set', 'the smaller set'),
      [
        'content/accommodations/curriculum.yaml: C1: key: duplicate key "C1" (already used in content/accommodations/curriculum.yaml)',
      ],
    ],
    [
      'a missing field',
      LEARNING,
      (text) => text.replace('  title: Audio Texts\n', ''),
      ['content/accommodations/learning.yaml: L1: title: required'],
    ],
    [
      'a field left empty',
      LEARNING,
      (text) => text.replace('  title: Audio Texts\n', '  title:\n'),
      ['content/accommodations/learning.yaml: L1: title: required'],
    ],
    [
      'a missing watch-for',
      LEARNING,
      (text) => text.replace(/ {2}watchFor: .*\n/, ''),
      ['content/accommodations/learning.yaml: L1: watchFor: required'],
    ],
    [
      'a watch-for too short to say anything',
      LEARNING,
      (text) => text.replace(/watchFor: .*/, 'watchFor: Watch the student.'),
      [
        'content/accommodations/learning.yaml: L1: watchFor: write one or two sentences of 40 characters or more',
      ],
    ],
    [
      'a watch-for longer than two sentences on a card',
      LEARNING,
      (text) => text.replace(/watchFor: .*/, `watchFor: ${'Watch the page. '.repeat(17)}`),
      [
        'content/accommodations/learning.yaml: L1: watchFor: must be at most 260 characters: one or two sentences',
      ],
    ],
    [
      'a need id kept for custom entries',
      'needs.yaml',
      (text) => text.replace('id: anxiety', 'id: cn001'),
      ['content/needs.yaml: cn001: id: ids like cs000 and cn000 are kept for custom entries'],
    ],
    [
      'a tier of 4',
      ASSESSING,
      (text) => text.replace('tier: 1', 'tier: 4'),
      ['content/accommodations/assessing.yaml: A1: tier: expected 1, 2 or 3'],
    ],
    [
      'a need priority of 0',
      BEHAVIORAL,
      (text) => text.replace('priority: 3', 'priority: 0'),
      [
        'content/accommodations/behavioral.yaml: B1: needs.0.priority: expected a whole number from 1 to 3',
      ],
    ],
    [
      'a strength priority of 4',
      BEHAVIORAL,
      (text) => text.replace('priority: 2', 'priority: 4'),
      [
        'content/accommodations/behavioral.yaml: B1: strengths.0.priority: expected a whole number from 1 to 3',
      ],
    ],
    [
      'an unknown strength',
      CURRICULUM,
      (text) => text.replace('strength: Visual Learner', 'strength: Visual Lerner'),
      [
        'content/accommodations/curriculum.yaml: C1: strengths.0.strength: unknown strength "Visual Lerner"',
      ],
    ],
    [
      'a key whose prefix does not match its file',
      LEARNING,
      (text) => text.replace('key: L1', 'key: B7'),
      [
        'content/accommodations/learning.yaml: B7: key: key "B7" belongs in content/accommodations/behavioral.yaml; keys in this file start with L',
        'content/same-job.yaml: #0: keys.1: unknown accommodation "L1"',
        // The family text of the key that is gone has nothing to describe any more.
        'content/family/en/learning.yaml: L1: is not an accommodation of this category',
        'content/family/es/learning.yaml: L1: is not an accommodation of this category',
      ],
    ],
    [
      'a YAML syntax error',
      'needs.yaml',
      (text) => text.replace('name: Working Memory', 'name: Working: Memory'),
      [
        'content/needs.yaml: YAML syntax error at line 13, column 13: Nested mappings are not allowed in compact mappings',
      ],
    ],
    [
      'an unknown extra field',
      'dashboard-messages.yaml',
      (text) => text.replace('  active: true', '  active: true\n  colour: blue'),
      ['content/dashboard-messages.yaml: start-with-strengths: colour: unknown field'],
    ],
    [
      'the same need listed twice on one accommodation',
      ASSESSING,
      (text) => text.replace('need: Anxiety', 'need: Decoding and Word Recognition'),
      [
        'content/accommodations/assessing.yaml: A1: needs.1.need: "Decoding and Word Recognition" is listed twice (also needs.0)',
      ],
    ],
    ['a missing file', 'strengths.yaml', () => null, ['content/strengths.yaml: file is missing']],
    ['a missing same-job file', SAME_JOB, () => null, ['content/same-job.yaml: file is missing']],
    [
      'a missing IEP section',
      LEARNING,
      (text) => text.replace('  section: supplementary-aid\n', ''),
      ['content/accommodations/learning.yaml: L1: section: required'],
    ],
    [
      'a section that is not modification on a modification',
      CURRICULUM,
      (text) => text.replace('modification: false', 'modification: true'),
      [
        'content/accommodations/curriculum.yaml: C1: section: must be modification, as modification is true',
      ],
    ],
    [
      'the modification section on an accommodation',
      BEHAVIORAL,
      (text) => text.replace('section: instructional', 'section: modification'),
      [
        'content/accommodations/behavioral.yaml: B1: section: is modification only when modification is true',
      ],
    ],
    [
      'an Assessing entry without a test class',
      ASSESSING,
      (text) => text.replace('  testClass: timing-scheduling\n', ''),
      ['content/accommodations/assessing.yaml: A1: testClass: required on Assessing entries'],
    ],
    [
      'a test class on an Assessing modification',
      ASSESSING,
      (text) =>
        text
          .replace('modification: false', 'modification: true')
          .replace('section: testing', 'section: modification'),
      ['content/accommodations/assessing.yaml: A1: testClass: a modification has no CCSSO class'],
    ],
    [
      'a test class on a classroom entry',
      LEARNING,
      (text) => `${text}  testClass: presentation\n`,
      [
        "content/accommodations/learning.yaml: L1: testClass: only Assessing entries have one; a classroom entry takes its test version's",
      ],
    ],
    [
      'an unknown test class',
      ASSESSING,
      (text) => text.replace('testClass: timing-scheduling', 'testClass: timing'),
      [
        'content/accommodations/assessing.yaml: A1: testClass: expected one of: presentation, response, setting, timing-scheduling',
      ],
    ],
    [
      'test versions on an Assessing entry',
      ASSESSING,
      (text) => `${text}  testVersions: [A1]\n`,
      [
        'content/accommodations/assessing.yaml: A1: testVersions: only classroom entries (B, C, L) list test versions; this is one',
      ],
    ],
    [
      'a statement that starts with the student',
      BEHAVIORAL,
      (text) => text.replace('what: a picture', 'what: the student gets a picture'),
      [
        'content/accommodations/behavioral.yaml: B1: statement.what: starts after "will be provided": write only what is provided',
      ],
    ],
    [
      'a program whose id is not its file name',
      PROGRAM,
      (text) => text.replace('id: smarter-balanced', 'id: smarter'),
      [
        'content/assessments/smarter-balanced.yaml: id: "smarter" does not match the file\'s name: a program\'s file is named <id>.yaml (smarter.yaml)',
      ],
    ],
    [
      'a program without an edition',
      PROGRAM,
      (text) => text.replace('edition: Fixture edition\n', ''),
      ['content/assessments/smarter-balanced.yaml: edition: required'],
    ],
    [
      'an unknown status on a support line, named by its key',
      PROGRAM,
      (text) => text.replace('status: designated-support', 'status: allowed'),
      [
        'content/assessments/smarter-balanced.yaml: A1: status: expected one of: universal-tool, designated-support, accommodation, not-allowed, not-needed',
      ],
    ],
    [
      'a file in the assessments folder not named <id>.yaml',
      'assessments/notes.yml',
      () => 'id: notes\n',
      [
        'content/assessments/notes.yml: not a program file: each program is a file named <id>.yaml, e.g. assessments/smarter-balanced.yaml',
      ],
    ],
    [
      'an accommodation without its family text in a language',
      'family/es/learning.yaml',
      (text) => text.replace(/^L1:[\s\S]*$/m, '{}\n'),
      ['content/family/es/learning.yaml: L1: has no family text: write one'],
    ],
    [
      'a missing family text file',
      'family/en/behavioral.yaml',
      () => null,
      ['content/family/en/behavioral.yaml: file is missing'],
    ],
    [
      'family text with Markdown',
      'family/en/assessing.yaml',
      (text) => text.replace('gets more time', 'gets **more** time'),
      ['content/family/en/assessing.yaml: A1: text: is plain text: no Markdown'],
    ],
    [
      'family text over the word limit',
      'family/en/curriculum.yaml',
      (text) => text.replace('Check which', `${'Check each item. '.repeat(20)}Check which`),
      ['content/family/en/curriculum.yaml: C1: text and home hold 83 words; at most 75'],
    ],
    [
      'a Spanish wording the glossary says to avoid',
      'family/es/behavioral.yaml',
      (text) => text.replace('Así los cambios', 'Es una adaptación. Así los cambios'),
      ['content/family/es/behavioral.yaml: B1: text: says "adaptación": use "acomodación"'],
    ],
    [
      'a glossary term without its Spanish wording',
      'family/glossary.yaml',
      (text) => text.replace(/^ {2}es:\n {4}term: PEI.*\n {4}meaning: .*\n {4}avoid: .*\n/m, ''),
      ['content/family/glossary.yaml: iep: es: required'],
    ],
  ])('reports %s in one line', async (_name, file, edit, expected) => {
    expect(await errorLines(await variant({ [file]: edit }))).toEqual(expected);
  });

  it.each<[string, string, Edit, string[]]>([
    [
      'need categories out of order',
      'needs.yaml',
      (text) => {
        const [learning = '', intellectual = ''] = text.split(/(?=- category: Intellectual)/);
        return intellectual.replace(/(?=- category: Executive)/, learning);
      },
      [
        'content/needs.yaml: need categories must be exactly, in this order: Learning Needs, Intellectual Needs, Executive Function Needs, Social / Emotional / Behavioral Needs, Physical, Sensory and Health Needs',
      ],
    ],
    [
      'related needs that are unknown, the need itself or listed twice',
      'needs.yaml',
      (text) =>
        text
          .replace('related: [Anxiety]', 'related: [Anxiety, Anxiety, Test Anxiety]')
          .replace(
            '      name: Working Memory\n',
            '      name: Working Memory\n      related: [Working Memry]\n',
          ),
      [
        'content/needs.yaml: working-memory: related.0: unknown need "Working Memry"',
        'content/needs.yaml: test-anxiety: related.1: "Anxiety" is listed twice',
        'content/needs.yaml: test-anxiety: related.2: a need cannot be related to itself',
      ],
    ],
    [
      'a niche flag that is not true or false',
      LEARNING,
      (text) => text.replace('niche: true', 'niche: sometimes'),
      ['content/accommodations/learning.yaml: L1: niche: expected true or false'],
    ],
    [
      'a duplicate need id and name',
      'needs.yaml',
      (text) =>
        text +
        [
          '    - id: decoding',
          '      name: decoding and word recognition',
          ...['description', 'considerations', 'resources', 'process'].map((f) => `      ${f}: x`),
          '',
        ].join('\n'),
      [
        'content/needs.yaml: decoding: id: duplicate need id "decoding"',
        'content/needs.yaml: decoding: name: duplicate need name "decoding and word recognition"',
      ],
    ],
    [
      'an http link',
      BEHAVIORAL,
      (text) => text.replace('url: https://', 'url: http://'),
      ['content/accommodations/behavioral.yaml: B1: links.0.url: expected an https:// address'],
    ],
    [
      'a protocol-relative message link',
      'dashboard-messages.yaml',
      (text) => text.replace('linkUrl: /builder/strengths', 'linkUrl: //example.org/x'),
      [
        'content/dashboard-messages.yaml: start-with-strengths: linkUrl: expected a Trellis path or an https:// address',
      ],
    ],
    [
      'HTML beyond the allowed elements in a message',
      'dashboard-messages.yaml',
      (text) => text.replace('<strong>strengths</strong>', '<script>x</script>'),
      [
        'content/dashboard-messages.yaml: start-with-strengths: message: HTML may use only p, strong, em, ul, li, a',
      ],
    ],
    [
      'a need without an id, named by its name',
      'needs.yaml',
      (text) => text.replace('    - id: organization\n      name', '    - name'),
      ['content/needs.yaml: Organization: id: required'],
    ],
  ])('reports %s', async (_name, file, edit, expected) => {
    expect(await errorLines(await variant({ [file]: edit }))).toEqual(expected);
  });

  it.each<[string, Record<string, Edit>, string[]]>([
    [
      'test versions that are unknown, not Assessing entries or listed twice',
      {
        [CURRICULUM]: (text) =>
          text.replace('testVersions: [A1]', 'testVersions: [A1, A9, B1, A1]'),
      },
      [
        'content/accommodations/curriculum.yaml: C1: testVersions.1: unknown Assessing entry "A9"',
        'content/accommodations/curriculum.yaml: C1: testVersions.2: "B1" is not an Assessing entry',
        'content/accommodations/curriculum.yaml: C1: testVersions.3: "A1" is listed twice (also testVersions.0)',
      ],
    ],
    [
      'support lines that are unknown, not Assessing entries or listed twice',
      {
        [PROGRAM]: (text) =>
          `${text}  - key: A9\n    status: accommodation\n  - key: L1\n    status: universal-tool\n` +
          `  - key: A1\n    status: not-allowed\n`,
      },
      [
        'content/assessments/smarter-balanced.yaml: A9: key: unknown Assessing entry "A9"',
        'content/assessments/smarter-balanced.yaml: L1: key: "L1" is not an Assessing entry',
        'content/assessments/smarter-balanced.yaml: A1: key: "A1" is listed twice (also supports.0)',
      ],
    ],
    [
      'two programs with one id, one of them in a file of another name',
      {
        'assessments/another-test.yaml': () =>
          [
            'id: smarter-balanced',
            'name: Another Test',
            'scope: Grade 5',
            'edition: 2025–26',
            'note: Fixture text.',
            'source: { title: NCEO, url: "https://nceo.umn.edu/" }',
            'supports: []',
            '',
          ].join('\n'),
      },
      [
        'content/assessments/another-test.yaml: id: "smarter-balanced" does not match the file\'s name: a program\'s file is named <id>.yaml (smarter-balanced.yaml)',
        'content/assessments/smarter-balanced.yaml: id: duplicate program id "smarter-balanced" (already used in content/assessments/another-test.yaml)',
      ],
    ],
    [
      'same-job keys that are unknown or listed twice in a group',
      { [SAME_JOB]: (text) => text.replace('keys: [C1, L1]', 'keys: [C1, L1, C1, Z1]') },
      [
        'content/same-job.yaml: #0: keys.2: "C1" is listed twice (also keys.0)',
        'content/same-job.yaml: #0: keys.3: unknown accommodation "Z1"',
      ],
    ],
    [
      'a same-job group of one',
      { [SAME_JOB]: (text) => text.replace('keys: [C1, L1]', 'keys: [C1]') },
      ['content/same-job.yaml: #0: keys: a group needs at least two entries'],
    ],
    [
      'the watch-for of another entry, in another case and wrapping',
      {
        [ASSESSING]: (text) =>
          text.replace(
            /watchFor: .*/,
            'watchFor: >-\n    watch whether the student follows the print\n    while listening or drifts away from the page.',
          ),
      },
      [
        'content/accommodations/assessing.yaml: A1: watchFor: same text as L1 in content/accommodations/learning.yaml: each entry needs its own',
      ],
    ],
    [
      'references left unchecked while an accommodations file is broken',
      {
        [LEARNING]: (text) => text.replace('tier: 1', 'tier: 9'),
        [SAME_JOB]: (text) => text.replace('keys: [C1, L1]', 'keys: [C1, Z1]'),
      },
      ['content/accommodations/learning.yaml: L1: tier: expected 1, 2 or 3'],
    ],
  ])('reports %s', async (_name, edits, expected) => {
    expect(await errorLines(await variant(edits))).toEqual(expected);
  });

  it('reports problems in several files in one run, file by file', async () => {
    const dir = await variant({
      [BEHAVIORAL]: (text) =>
        text.replace('tier: 1', 'tier: 0').replace('need: Anxiety', 'need: Nope'),
      'strengths.yaml': (text) =>
        text.replace('id: visual-learner', 'id: visual-learner\n      age: 7'),
      'needs.yaml': (text) => text.replace('id: anxiety', 'id: Anxiety'),
    });
    expect(await errorLines(dir)).toEqual([
      'content/needs.yaml: Anxiety: id: expected lower-case letters, digits and hyphens, e.g. reading-fluency',
      'content/strengths.yaml: visual-learner: age: unknown field',
      'content/accommodations/behavioral.yaml: B1: tier: expected 1, 2 or 3',
      // With needs.yaml broken, need names cannot be checked: "Nope" is not reported.
    ]);
  });
});

describe('loadContent on valid content', () => {
  it('normalises the library: categories on needs, derived fields, trimmed text', async () => {
    const loaded = await library(FIXTURE);
    expect(LibrarySchema.parse(loaded)).toEqual(loaded);
    expect(loaded.accommodations.map((entry) => entry.key)).toEqual(['B1', 'C1', 'L1', 'A1']);
    expect(loaded.accommodations[0]).toMatchObject({
      key: 'B1',
      category: 'B',
      number: 1,
      description: 'Who does what, when and how often.',
      needIds: ['organization', 'anxiety'],
    });
    expect(loaded.needCategories[3]?.needs[0]).toMatchObject({
      id: 'anxiety',
      category: 'Social / Emotional / Behavioral Needs',
      related: [],
    });
    expect(loaded.needCategories[3]?.needs[1]).toMatchObject({ related: ['Anxiety'] });
    expect(loaded.accommodations.map((entry) => entry.niche)).toEqual([false, false, true, false]);
    // A folded block reads as one line, without the newline YAML keeps at its end.
    expect(loaded.accommodations[0]?.watchFor).toBe(
      'Watch whether the student checks the schedule without a prompt; tell the case manager if transitions stay hard after two weeks.',
    );
  });

  it('serves the IEP statement and crosswalk fields, absent details as empty', async () => {
    const loaded = await library(FIXTURE);
    const byKey = new Map(loaded.accommodations.map((entry) => [entry.key, entry]));
    expect(byKey.get('A1')).toMatchObject({
      section: 'testing',
      statement: {
        what: 'extended time on tests and quizzes',
        setting: '',
        when: 'when a test or quiz is timed',
        amount: 'time and a half',
        provider: 'the classroom teacher',
        appliesTo: ['classroom-tests', 'state-tests'],
      },
      testClass: 'timing-scheduling',
      testVersions: [],
      interop: { edfi: null, ceds: null },
    });
    expect(byKey.get('C1')).toMatchObject({
      section: 'instructional',
      statement: { setting: 'math and science', when: '', provider: '' },
      testClass: null,
      testVersions: ['A1'],
    });
    // `interop: {}` is allowed on any entry and serves as no codes.
    expect(byKey.get('B1')?.interop).toEqual({ edfi: null, ceds: null });
    expect(loaded.sameJobGroups).toEqual([
      {
        keys: ['C1', 'L1'],
        note: 'Both lighten the reading and writing a task asks for; a plan rarely needs both.',
      },
    ]);
    expect(loaded.assessmentPrograms).toEqual([
      {
        id: 'smarter-balanced',
        name: 'Smarter Balanced',
        scope: "Grades 3–8 and 11 in the consortium's member states (fixture text)",
        edition: 'Fixture edition',
        note: 'Fixture text. Rules change by year and states add their own.',
        source: { title: 'National Center on Educational Outcomes', url: 'https://nceo.umn.edu/' },
        supports: [
          {
            key: 'A1',
            status: 'designated-support',
            condition: 'Fixture condition, breaks between segments only',
            source: { title: 'NCEO state policies', url: 'https://nceo.info/state_policies' },
          },
        ],
      },
    ]);
  });

  it('takes programs in file-name order, none without the assessments folder', async () => {
    const none = await library(await variant({ [PROGRAM]: () => null }));
    expect(none.assessmentPrograms).toEqual([]);
    const two = await library(
      await variant({
        'assessments/a-state-test.yaml': () =>
          [
            'id: a-state-test',
            'name: A State Test',
            'scope: Grade 5',
            'edition: 2025–26',
            'note: Fixture text.',
            'source: { title: NCEO, url: "https://nceo.umn.edu/" }',
            'supports: [{ key: A1, status: accommodation }]',
            '',
          ].join('\n'),
        'assessments/.gitkeep': () => 'kept',
      }),
    );
    expect(two.assessmentPrograms.map((program) => program.id)).toEqual([
      'a-state-test',
      'smarter-balanced',
    ]);
    expect(two.assessmentPrograms[0]?.supports).toEqual([
      { key: 'A1', status: 'accommodation', condition: null, source: null },
    ]);
  });

  it('gives a hash that is stable while the files stay the same and changes with them', async () => {
    const first = await loadContent(FIXTURE);
    const copy = await loadContent(await copyOfFixture());
    const whitespace = await loadContent(await variant({ [LEARNING]: (text) => `${text}\n` }));
    const edited = await loadContent(
      await variant({ [LEARNING]: (text) => text.replace('Audio Texts', 'Audio Books') }),
    );
    const program = await loadContent(
      await variant({ [PROGRAM]: (text) => text.replace('Fixture edition', '2025–26') }),
    );
    const noProgram = await loadContent(await variant({ [PROGRAM]: () => null }));
    const sameJob = await loadContent(await variant({ [SAME_JOB]: () => '[]\n' }));
    const results = [first, copy, whitespace, edited, program, noProgram, sameJob];
    if (!results.every((result) => result.ok)) throw new Error('fixture failed');
    const [firstHash, ...others] = results.map((result) => (result.ok ? result.hash : ''));
    expect(firstHash).toMatch(/^[0-9a-f]{64}$/);
    // The copy hashes the same; every change, the programs' files too, changes the hash.
    expect(others.map((hash) => hash === firstHash)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the repository content', () => {
  it('loads with the expected size, ordered by category and key number', async () => {
    const loaded = await library(REPO_CONTENT);
    const needs = loaded.needCategories.flatMap((category) => category.needs);
    const strengths = loaded.strengthCategories.flatMap((category) => category.strengths);
    expect(loaded.accommodations.length).toBeGreaterThanOrEqual(160);
    for (const { prefix } of ACCOMMODATION_CATEGORIES) {
      const inCategory = loaded.accommodations.filter((entry) => entry.category === prefix);
      expect(inCategory.length, prefix).toBeGreaterThanOrEqual(35);
    }
    expect(needs.length).toBeGreaterThanOrEqual(40);
    expect(strengths.length).toBeGreaterThanOrEqual(30);
    expect(loaded.dashboardMessages.length).toBeGreaterThanOrEqual(5);
    expect([...loaded.accommodations].sort(compareAccommodationOrder)).toEqual(
      loaded.accommodations,
    );
  });

  // Issue 4: a need the builder offers must lead somewhere, and not only to one kind of help.
  it('addresses every need with at least 4 accommodations in at least 2 categories', async () => {
    const loaded = await library(REPO_CONTENT);
    const gaps = loaded.needCategories
      .flatMap((category) => category.needs)
      .flatMap((need) => {
        const addressing = loaded.accommodations.filter((entry) => entry.needIds.includes(need.id));
        const categories = [...new Set(addressing.map((entry) => entry.category))];
        if (addressing.length >= 4 && categories.length >= 2) return [];
        return [
          `${need.name}: ${addressing.length} accommodations in ${categories.join(', ') || 'none'}`,
        ];
      });
    expect(gaps).toEqual([]);
  });
});
