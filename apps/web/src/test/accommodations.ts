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

/** Where the app fetches an entry. */
export function accommodationPath(key: string): string {
  return `/api/v1/content/accommodations/${key}`;
}
