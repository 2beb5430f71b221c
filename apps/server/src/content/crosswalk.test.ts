import type { AssessmentProgram, EntryCrosswalk } from '@trellis/shared/assessments';
import type { Accommodation, Library } from '@trellis/shared/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadValidContent } from '../../test/content-fixture';
import { type ContentIndex, indexLibrary } from './content-index';

// The fixture: A1 Extended Time (timing-scheduling) is C1's test version; Smarter Balanced
// lists A1 as a designated support; C1 and L1 do the same job.

const SMARTER_BALANCED = {
  programId: 'smarter-balanced',
  programName: 'Smarter Balanced',
  status: 'designated-support',
  condition: 'Fixture condition, breaks between segments only',
  source: { title: 'NCEO state policies', url: 'https://nceo.info/state_policies' },
} as const;
const SAME_JOB_NOTE =
  'Both lighten the reading and writing a task asks for; a plan rarely needs both.';

let fixture: Library;
let index: ContentIndex;
beforeAll(async () => {
  fixture = (await loadValidContent()).library;
  index = indexLibrary(fixture);
});

function entry(library: Library, key: string): Accommodation {
  const found = library.accommodations.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
}

describe('the crosswalk of the fixture library', () => {
  it('gives an Assessing entry its class, its classroom versions and its program status', () => {
    expect(index.crosswalk('A1')).toEqual<EntryCrosswalk>({
      testClass: 'timing-scheduling',
      testVersions: [],
      classroomVersions: [{ key: 'C1', title: 'Shortened Assignments' }],
      sameJob: [],
      tests: [{ viaKey: null, ...SMARTER_BALANCED }],
    });
  });

  it("gives a classroom entry its test version, that version's class and status", () => {
    expect(index.crosswalk('c1')).toEqual<EntryCrosswalk>({
      testClass: 'timing-scheduling',
      testVersions: [{ key: 'A1', title: 'Extended Time' }],
      classroomVersions: [],
      sameJob: [{ key: 'L1', title: 'Audio Texts', note: SAME_JOB_NOTE }],
      tests: [{ viaKey: 'A1', ...SMARTER_BALANCED }],
    });
  });

  it('pairs same-job entries both ways and gives an entry without test versions no tests', () => {
    expect(index.crosswalk('L1')).toEqual<EntryCrosswalk>({
      testClass: null,
      testVersions: [],
      classroomVersions: [],
      sameJob: [{ key: 'C1', title: 'Shortened Assignments', note: SAME_JOB_NOTE }],
      tests: [],
    });
    expect(index.crosswalk('B1')).toEqual(index.crosswalk('L99'));
    expect(index.crosswalk('L99')).toEqual({
      testClass: null,
      testVersions: [],
      classroomVersions: [],
      sameJob: [],
      tests: [],
    });
  });
});

describe('the crosswalk with more programs, test versions and groups', () => {
  // A2 Read Aloud joins A1 as C1's test versions; a state test lists only A2, without a
  // source or condition; a third program says nothing at all.
  let library: Library;
  let crosswalk: ContentIndex['crosswalk'];
  beforeAll(() => {
    const [smarter] = fixture.assessmentPrograms;
    if (!smarter) throw new Error('the fixture has a program');
    const program = (id: string, supports: AssessmentProgram['supports']): AssessmentProgram => ({
      ...smarter,
      id,
      name: id.toUpperCase(),
      supports,
    });
    const a2: Accommodation = {
      ...entry(fixture, 'A1'),
      key: 'A2',
      number: 2,
      title: 'Read Aloud',
      testClass: 'presentation',
    };
    library = {
      ...fixture,
      accommodations: [
        ...fixture.accommodations.map((item) =>
          item.key === 'C1' ? { ...item, testVersions: ['A2', 'A1'] } : item,
        ),
        a2,
      ],
      assessmentPrograms: [
        smarter,
        program('state-test', [
          { key: 'A2', status: 'not-allowed', condition: null, source: null },
        ]),
        program('silent-test', []),
      ],
      sameJobGroups: [
        ...fixture.sameJobGroups,
        { keys: ['L1', 'B1', 'C1'], note: 'A second group.' },
      ],
    };
    crosswalk = indexLibrary(library).crosswalk;
  });

  it("takes the class of the first test version and lists each program's word per version", () => {
    const c1 = crosswalk('C1');
    expect(c1.testClass).toBe('presentation');
    expect(c1.testVersions).toEqual([
      { key: 'A2', title: 'Read Aloud' },
      { key: 'A1', title: 'Extended Time' },
    ]);
    const noWord = { status: null, condition: null, source: null };
    expect(c1.tests).toEqual([
      // Programs in file order, then the test versions in the entry's order.
      { viaKey: 'A2', programId: 'smarter-balanced', programName: 'Smarter Balanced', ...noWord },
      { viaKey: 'A1', ...SMARTER_BALANCED },
      {
        viaKey: 'A2',
        programId: 'state-test',
        programName: 'STATE-TEST',
        status: 'not-allowed',
        condition: null,
        source: null,
      },
      { viaKey: 'A1', programId: 'state-test', programName: 'STATE-TEST', ...noWord },
      { viaKey: 'A2', programId: 'silent-test', programName: 'SILENT-TEST', ...noWord },
      { viaKey: 'A1', programId: 'silent-test', programName: 'SILENT-TEST', ...noWord },
    ]);
  });

  it('gives an Assessing entry one row per program, null where the program has no word', () => {
    expect(crosswalk('A2').tests.map((test) => [test.programId, test.viaKey, test.status])).toEqual(
      [
        ['smarter-balanced', null, null],
        ['state-test', null, 'not-allowed'],
        ['silent-test', null, null],
      ],
    );
    expect(crosswalk('A2').classroomVersions).toEqual([
      { key: 'C1', title: 'Shortened Assignments' },
    ]);
  });

  it('lists the other members of every group holding the entry, with each group’s note', () => {
    expect(crosswalk('C1').sameJob).toEqual([
      { key: 'L1', title: 'Audio Texts', note: SAME_JOB_NOTE },
      { key: 'L1', title: 'Audio Texts', note: 'A second group.' },
      { key: 'B1', title: 'Visual Schedule', note: 'A second group.' },
    ]);
    expect(crosswalk('B1').sameJob).toEqual([
      { key: 'L1', title: 'Audio Texts', note: 'A second group.' },
      { key: 'C1', title: 'Shortened Assignments', note: 'A second group.' },
    ]);
  });
});
