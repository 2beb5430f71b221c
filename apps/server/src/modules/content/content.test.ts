import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { AccommodationResponseSchema } from '@trellis/shared/content-api';
import { MatchResponseSchema } from '@trellis/shared/matching';
import { createPgliteTestDatabase, describeEachDatabase } from '../../../test/databases';
import { buildTestApp, useTestApp } from '../../../test/test-app';
import { signedInCookie } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { loadValidContent } from '../../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../../config';
import { indexLibrary } from '../../content/content-index';

const api = '/api/v1/content';

/** Every content route with a valid request, for the checks that apply to all of them. */
const ROUTES: InjectOptions[] = [
  { method: 'GET', url: `${api}/need-categories` },
  { method: 'GET', url: `${api}/strength-categories` },
  { method: 'GET', url: `${api}/needs/anxiety` },
  { method: 'GET', url: `${api}/accommodations/B1` },
  { method: 'GET', url: `${api}/accommodations?keys=B1,L1` },
  jsonRequest('POST', `${api}/match`, { needs: [], strengths: [] }),
  { method: 'GET', url: `${api}/dashboard-messages` },
  { method: 'GET', url: `${api}/topics/anxiety` },
  { method: 'GET', url: `${api}/search?q=audio` },
];

describeEachDatabase('content API', (createDatabase) => {
  const ctx = useTestApp(createDatabase);
  let cookies: Record<string, string>;
  beforeAll(async () => {
    cookies = await signedInCookie(ctx.database.db);
  });

  const get = (path: string) => ctx.app.inject({ method: 'GET', url: `${api}${path}`, cookies });
  const match = (payload: object) =>
    ctx.app.inject(jsonRequest('POST', `${api}/match`, payload, cookies));

  it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 401 when signed out, 200 when signed in',
    async (_name, route) => {
      const signedOut = await ctx.app.inject(route);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      const stale = await ctx.app.inject({ ...route, cookies: { trellis_session: 'expired' } });
      expect(stale.statusCode).toBe(401);
      const signedIn = await ctx.app.inject({ ...route, cookies });
      expect(signedIn.statusCode).toBe(200);
    },
  );

  it('lists the need categories with their needs and every section browse shows', async () => {
    const res = await get('/need-categories');
    const { categories } = res.json();
    expect(categories.map((category: { name: string }) => category.name)).toEqual([
      'Learning Needs',
      'Intellectual Needs',
      'Executive Function Needs',
      'Social / Emotional / Behavioral Needs',
      'Physical, Sensory and Health Needs',
    ]);
    expect(categories[0].needs[0]).toEqual({
      id: 'decoding',
      name: 'Decoding and Word Recognition',
      category: 'Learning Needs',
      related: [],
      description: expect.any(String),
      considerations: expect.any(String),
      resources: expect.any(String),
      process: expect.any(String),
    });
  });

  it('lists the strength categories with their strengths', async () => {
    expect((await get('/strength-categories')).json()).toEqual({
      categories: [
        {
          name: 'Learning Preferences',
          strengths: [
            {
              id: 'visual-learner',
              name: 'Visual Learner',
              description: 'Learns best from pictures and written models.',
            },
          ],
        },
      ],
    });
  });

  it('returns one need by id, 404 for an unknown id and 400 for a malformed one', async () => {
    const need = await get('/needs/working-memory');
    expect(need.json()).toMatchObject({
      id: 'working-memory',
      name: 'Working Memory',
      category: 'Intellectual Needs',
    });
    const unknown = await get('/needs/no-such-need');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no need with this id.',
    });
    const malformed = await get('/needs/Not%20An%20Id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'id', message: 'expected a need id such as reading-fluency' }],
    });
  });

  it('returns one accommodation by key in any case, 404 when unknown, 400 when malformed', async () => {
    const accommodation = await get('/accommodations/l1');
    expect(accommodation.statusCode).toBe(200);
    expect(accommodation.json()).toMatchObject({
      key: 'L1',
      category: 'L',
      number: 1,
      tier: expect.any(Number),
      modification: false,
      examples: expect.arrayContaining([expect.any(String)]),
      needs: [
        { need: 'Decoding and Word Recognition', priority: 3 },
        { need: 'Working Memory', priority: 1 },
      ],
      needIds: ['decoding', 'working-memory'],
      section: 'supplementary-aid',
      statement: {
        what: 'audio versions of grade-level texts',
        setting: '',
        when: 'during independent reading',
        amount: '',
        provider: '',
        appliesTo: ['instruction'],
      },
      testClass: null,
      testVersions: [],
      interop: { edfi: null, ceds: null },
    });
    expect((await get('/accommodations/L99')).statusCode).toBe(404);
    const malformed = await get('/accommodations/X1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues).toEqual([
      { path: 'key', message: 'expected an accommodation key such as L12' },
    ]);
  });

  it('answers several accommodations at once, in the order asked, each as alone', async () => {
    const res = await get('/accommodations?keys=L1,b1,L99,l1');
    expect(res.statusCode).toBe(200);
    const { accommodations } = res.json();
    // The unknown key is left out, the one asked twice comes once.
    expect(accommodations.map((entry: { key: string }) => entry.key)).toEqual(['L1', 'B1']);
    expect(accommodations[0]).toEqual((await get('/accommodations/L1')).json());
    expect(accommodations[1]).toEqual((await get('/accommodations/B1')).json());
    expect((await get('/accommodations?keys=L99')).json()).toEqual({ accommodations: [] });
  });

  it.each([
    ['no keys', '', 'keys', 'expected accommodation keys separated by commas, such as L12,B3'],
    ['an empty key', '?keys=L1,,B1', 'keys.1', 'expected accommodation keys'],
    ['a malformed key', '?keys=L1,X1', 'keys.1', 'expected accommodation keys'],
    [
      'too many keys',
      `?keys=${Array.from({ length: 51 }, (_, n) => `L${n + 1}`).join(',')}`,
      'keys',
      'at most 50 keys at once',
    ],
  ])('refuses %s in a batch at the keys field', async (_name, query, path, message) => {
    const res = await get(`/accommodations${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path, message: expect.stringContaining(message) }]);
  });

  it('answers an accommodation with its state-test crosswalk', async () => {
    const classroom = (await get('/accommodations/c1')).json();
    expect(AccommodationResponseSchema.parse(classroom)).toEqual(classroom);
    expect(classroom).toMatchObject({ key: 'C1', testClass: null, testVersions: ['A1'] });
    expect(classroom.crosswalk).toEqual({
      testClass: 'timing-scheduling',
      testVersions: [{ key: 'A1', title: 'Extended Time' }],
      classroomVersions: [],
      sameJob: [
        {
          key: 'L1',
          title: 'Audio Texts',
          note: 'Both lighten the reading and writing a task asks for; a plan rarely needs both.',
        },
      ],
      tests: [
        {
          viaKey: 'A1',
          programId: 'smarter-balanced',
          programName: 'Smarter Balanced',
          status: 'designated-support',
          condition: 'Fixture condition, breaks between segments only',
          source: { title: 'NCEO state policies', url: 'https://nceo.info/state_policies' },
        },
      ],
    });
    const assessing = (await get('/accommodations/A1')).json();
    expect(assessing.crosswalk).toMatchObject({
      testClass: 'timing-scheduling',
      classroomVersions: [{ key: 'C1', title: 'Shortened Assignments' }],
      tests: [{ viaKey: null, programId: 'smarter-balanced', status: 'designated-support' }],
    });
    expect((await get('/accommodations/B1')).json().crosswalk).toEqual({
      testClass: null,
      testVersions: [],
      classroomVersions: [],
      sameJob: [],
      tests: [],
    });
  });

  it('ranks and explains matches for three needs with priorities and a strength', async () => {
    const res = await match({
      needs: [
        { name: 'Anxiety', priority: 1.5 },
        { name: 'decoding and word recognition', priority: 1 },
        { name: 'Working Memory', priority: 0.5 },
      ],
      strengths: [{ name: 'Visual Learner' }],
    });
    expect(res.statusCode).toBe(200);
    const { results } = MatchResponseSchema.parse(res.json());
    // A1: 1.5×3 + 1×1 + 2×0.5 = 6.5; L1: 1×3 + 0.5×1 + 1 = 4.5; B1 and C1 tie at 2.5 (B first).
    expect(results.map(({ key, score }) => [key, score])).toEqual([
      ['A1', 6.5],
      ['L1', 4.5],
      ['B1', 2.5],
      ['C1', 2.5],
    ]);
    expect(results[0]).toEqual({
      key: 'A1',
      category: 'A',
      title: expect.any(String),
      tier: expect.any(Number),
      modification: expect.any(Boolean),
      score: 6.5,
      needs: [
        { name: 'Anxiety', chosenPriority: 1.5, priority: 3, points: 4.5 },
        { name: 'Decoding and Word Recognition', chosenPriority: 1, priority: 1, points: 1 },
      ],
      strengths: [{ name: 'Visual Learner', priority: 2 }],
    });
  });

  it('counts overlapping needs once, saying which need they were counted with', async () => {
    const res = await match({
      needs: [
        { name: 'Anxiety', priority: 1.5 },
        { name: 'Test Anxiety', priority: 1.5 },
      ],
      strengths: [],
    });
    const [first] = MatchResponseSchema.parse(res.json()).results;
    expect(first).toMatchObject({
      key: 'A1',
      score: 4.5,
      needs: [
        { name: 'Anxiety', points: 4.5 },
        { name: 'Test Anxiety', points: 3, countedWith: 'Anxiety' },
      ],
    });
  });

  it('leaves out strength-only matches and ranks a niche entry after the common ones', async () => {
    const strengthOnly = await match({ needs: [], strengths: [{ name: 'Visual Learner' }] });
    expect(strengthOnly.json()).toEqual({ results: [], total: 0 });
    // L1 is niche and lists Working Memory at 1: it would tie A1 at 1.5 and win on key order.
    const res = await match({
      needs: [
        { name: 'Working Memory', priority: 1.5 },
        { name: 'Anxiety', priority: 0.5 },
      ],
      strengths: [],
    });
    const { results } = MatchResponseSchema.parse(res.json());
    expect(results.map(({ key, score }) => [key, score])).toEqual([
      ['C1', 4.5],
      ['A1', 1.5],
      ['B1', 0.5],
      ['L1', 1.5],
    ]);
  });

  it('matches custom needs by name and answers an empty list for nothing chosen', async () => {
    const custom = await match({
      needs: [{ name: '  ORGANIZATION ', priority: 1 }],
      strengths: [],
    });
    expect(custom.json().results.map((result: { key: string }) => result.key)).toEqual([
      'B1',
      'C1',
    ]);
    const nothing = await match({ needs: [], strengths: [] });
    expect(nothing.json()).toEqual({ results: [], total: 0 });
    const unknown = await match({ needs: [{ name: 'Juggling', priority: 1 }], strengths: [] });
    expect(unknown.json()).toEqual({ results: [], total: 0 });
  });

  it('refuses a bad match request with a message at the field', async () => {
    const badPriority = await match({ needs: [{ name: 'Anxiety', priority: 2 }], strengths: [] });
    expect(badPriority.statusCode).toBe(400);
    expect(badPriority.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'needs.0.priority', message: 'expected 1.5 (High), 1 (Medium), 0.5 (Low)' }],
    });
    const blankName = await match({ needs: [], strengths: [{ name: '   ' }] });
    expect(blankName.json().issues).toEqual([
      { path: 'strengths.0.name', message: 'must not be empty' },
    ]);
    const missing = await match({ needs: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('strengths');
    const tooMany = await match({
      needs: Array.from({ length: 101 }, (_, i) => ({ name: `Need ${i}`, priority: 1 })),
      strengths: [],
    });
    expect(tooMany.json().issues).toEqual([{ path: 'needs', message: 'at most 100 needs' }]);
  });

  it('refuses a cross-site match request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${api}/match`,
      payload: { needs: [], strengths: [] },
      headers: { origin: 'https://evil.example' },
      cookies,
    });
    expect(res.statusCode).toBe(403);
  });

  it('browses a topic: the need and its accommodations by category, then key number', async () => {
    const res = await get('/topics/anxiety');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.need).toMatchObject({
      id: 'anxiety',
      name: 'Anxiety',
      considerations: expect.any(String),
    });
    expect(body.accommodations.map((entry: { key: string }) => entry.key)).toEqual(['B1', 'A1']);
    expect(Object.keys(body.accommodations[0]).sort()).toEqual([
      'category',
      'key',
      'modification',
      'subtitle',
      'tier',
      'title',
    ]);
    expect((await get('/topics/no-such-need')).statusCode).toBe(404);
  });

  it('searches by words and by key, and refuses terms under 3 characters', async () => {
    const words = (await get('/search?q=audio')).json();
    expect(words.query).toBe('audio');
    expect(words.results[0]).toMatchObject({ key: 'L1', category: 'L', title: 'Audio Texts' });
    const key = (await get('/search?q=a-1')).json();
    expect(key.results[0].key).toBe('A1');
    const short = await get('/search?q=ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([{ path: 'q', message: 'Enter at least 3 characters.' }]);
  });

  it('serves only the active dashboard messages', async () => {
    const { messages } = (await get('/dashboard-messages')).json();
    expect(messages.map((message: { id: string }) => message.id)).toEqual(['start-with-strengths']);
    expect(messages[0]).toEqual({
      id: 'start-with-strengths',
      icon: 'star',
      title: 'Start with strengths',
      message: "<p>Pick the student's <strong>strengths</strong> first.</p>",
      linkUrl: '/builder/strengths',
      linkText: 'Choose strengths',
      active: true,
    });
  });
});

describe('content API on the real library', () => {
  it('ranks the library for three needs and explains each result', async () => {
    const database = await createPgliteTestDatabase();
    const real = await loadValidContent(DEFAULT_CONTENT_DIR);
    const app = await buildTestApp(database, { content: indexLibrary(real.library) });
    try {
      const cookies = await signedInCookie(database.db);
      const res = await app.inject(
        jsonRequest(
          'POST',
          `${api}/match`,
          {
            needs: [
              { name: 'Reading Fluency', priority: 1.5 },
              { name: 'Task Initiation', priority: 1 },
              { name: 'Test Anxiety', priority: 0.5 },
            ],
            strengths: [],
          },
          cookies,
        ),
      );
      const { results } = MatchResponseSchema.parse(res.json());
      expect(results.length).toBeGreaterThan(10);
      // Best first, except niche entries not designed for a chosen need, which follow.
      const niche = new Set(real.library.accommodations.filter((a) => a.niche).map((a) => a.key));
      const heldBack = (result: (typeof results)[number]) =>
        niche.has(result.key) && !result.needs.some((need) => need.priority === 3);
      const common = results.filter((result) => !heldBack(result));
      const scores = common.map((result) => result.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(results.slice(0, common.length)).toEqual(common);
      for (const result of results) {
        const counted = result.needs.filter((need) => need.countedWith === undefined);
        const explained = counted.reduce((sum, need) => sum + need.points, 0);
        expect(result.score).toBeCloseTo(explained);
        expect(result.needs.length).toBeGreaterThan(0);
      }
      // Every category of the library has something for these needs.
      const prefixes = new Set(results.map((result) => result.key[0]));
      expect([...prefixes].sort()).toEqual(['A', 'B', 'C', 'L']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
