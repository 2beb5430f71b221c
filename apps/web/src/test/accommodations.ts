import type { AccommodationResponse } from '@trellis/shared/content-api';

/**
 * A library entry as `GET /content/accommodations/:key` answers it, with its statement
 * template and an empty crosswalk unless `change` says otherwise. Stub it at
 * `accommodationPath(key)`.
 */
export function accommodationEntry(
  change: Partial<AccommodationResponse> & Pick<AccommodationResponse, 'key' | 'title'>,
): AccommodationResponse {
  const category = change.key.charAt(0) as AccommodationResponse['category'];
  return {
    category,
    number: Number(change.key.slice(1)),
    subtitle: `About ${change.title}`,
    description: `What ${change.title} is.`,
    considerations: '',
    examples: [],
    links: [],
    tier: 1,
    modification: false,
    niche: false,
    needs: [{ need: 'Reading Fluency', priority: 3 }],
    strengths: [],
    needIds: ['reading-fluency'],
    section: category === 'A' ? 'testing' : 'instructional',
    watchFor: `What to watch for with ${change.title}.`,
    statement: {
      what: change.title.toLowerCase(),
      setting: '',
      when: '',
      amount: '',
      provider: '',
      appliesTo: category === 'A' ? ['classroom-tests', 'state-tests'] : ['instruction'],
    },
    testClass: null,
    testVersions: [],
    interop: { edfi: null, ceds: null },
    crosswalk: { testClass: null, testVersions: [], classroomVersions: [], sameJob: [], tests: [] },
    ...change,
  };
}

/** Where a test answers an entry: the one-key path, which also answers the batch route. */
export function accommodationPath(key: string): string {
  return `/api/v1/content/accommodations/${key}`;
}

// Entries with statements and crosswalks, shared by the plan items' and exports' tests: a
// classroom entry with a same-job partner and a test version Smarter Balanced speaks of, and
// a test entry it says nothing about, with a classroom version.

export const L1 = accommodationEntry({
  key: 'L1',
  title: 'Text-to-Speech',
  testVersions: ['A2'],
  statement: {
    what: 'text-to-speech software',
    setting: 'all classes',
    when: 'for reading passages',
    amount: '',
    provider: 'the classroom teacher',
    appliesTo: ['instruction', 'classroom-tests'],
  },
  crosswalk: {
    testClass: 'presentation',
    testVersions: [{ key: 'A2', title: 'Text-to-Speech on Tests' }],
    classroomVersions: [],
    sameJob: [
      {
        key: 'L5',
        title: 'Audiobooks',
        note: 'Both read text aloud; choose one unless each covers different texts.',
      },
    ],
    tests: [
      {
        viaKey: 'A2',
        programId: 'smarter-balanced',
        programName: 'Smarter Balanced',
        status: 'designated-support',
        condition: 'Math items only.',
        source: {
          title: 'Smarter Balanced accessibility guidelines',
          url: 'https://example.org/uaag',
        },
      },
      {
        viaKey: 'A2',
        programId: 'state-x',
        programName: 'State X Test',
        status: null,
        condition: null,
        source: null,
      },
    ],
  },
});

export const A2 = accommodationEntry({ key: 'A2', title: 'Text-to-Speech on Tests' });

export const A7 = accommodationEntry({
  key: 'A7',
  title: 'Breaks During Tests',
  testClass: 'timing-scheduling',
  statement: {
    what: 'a short break after each test section',
    setting: '',
    when: 'during tests longer than 30 minutes',
    amount: 'five minutes',
    provider: 'the test administrator',
    appliesTo: ['classroom-tests', 'state-tests'],
  },
  crosswalk: {
    testClass: 'timing-scheduling',
    testVersions: [],
    classroomVersions: [{ key: 'B4', title: 'Movement Breaks' }],
    sameJob: [],
    tests: [
      {
        viaKey: null,
        programId: 'smarter-balanced',
        programName: 'Smarter Balanced',
        status: null,
        condition: null,
        source: null,
      },
    ],
  },
});

export const L1_DEFAULT_STATEMENT =
  'In all classes, for reading passages, the student will be provided text-to-speech software, by the classroom teacher.';
export const A7_DEFAULT_STATEMENT =
  'During tests longer than 30 minutes, the student will be provided a short break after each test section, five minutes, by the test administrator.';

/** The entries' answers, for `stubApi` or a fake plan server's `extra`. */
export const entryAnswers = {
  [accommodationPath('L1')]: L1,
  [accommodationPath('A2')]: A2,
  [accommodationPath('A7')]: A7,
};
