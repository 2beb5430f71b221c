import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { AccommodationResponseSchema } from '@trellis/shared/content-api';
import { BuilderStateResponseSchema } from '@trellis/shared/builder';
import { MatchResponseSchema } from '@trellis/shared/matching';
import { MeResponseSchema } from '@trellis/shared/session';
import { PlanListResponseSchema, StudentPlanSchema } from '@trellis/shared/student-plans';
import { buildApp } from '../app';
import { DEFAULT_CONTENT_DIR } from '../config';
import type { Database } from '../db/client';
import { indexLibrary } from '../content/content-index';
import { createPgliteTestDatabase } from '../../test/databases';
import { loadValidContent } from '../../test/content-fixture';
import { signedInCookie } from '../../test/factories';
import { jsonRequest } from '../../test/http';
import { plansApi } from '../../test/plans-api';
import { testConfig } from '../../test/test-app';
import { responseJsonSchema, responseSerializerCompiler } from './response-serializer';

const route = { method: 'GET', url: '/test', httpStatus: '200' };
const fast = (schema: z.ZodType) => responseSerializerCompiler({ ...route, schema });
const zod = (schema: z.ZodType) => zodSerializerCompiler({ ...route, schema });

/** Fields holding a record: its keys are its content, so none is added there. */
const RECORD_FIELDS = new Set(['scores']);

/** The value with an undeclared property added to every object in it, at every depth. */
function withExtras(value: unknown, isRecord = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withExtras(item));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = isRecord ? {} : { passwordHash: 'LEAKED-COLUMN' };
  for (const [key, item] of Object.entries(value)) {
    copy[key] = withExtras(item, !isRecord && RECORD_FIELDS.has(key));
  }
  return copy;
}

/** Serialises `data` both ways: the two must agree to the byte, extras or not. */
function expectSameAsZod(schema: z.ZodType, data: unknown) {
  expect(fast(schema)(data)).toBe(zod(schema)(data));
  expect(fast(schema)(withExtras(data))).toBe(zod(schema)(withExtras(data)));
}

describe('the response serializer', () => {
  const Shape = z.object({
    id: z.uuid(),
    name: z.string(),
    nickname: z.string().nullable(),
    note: z.string().optional(),
    at: z.iso.datetime(),
    day: z.iso.date().nullable(),
    kind: z.union([z.object({ tier: z.literal(1) }), z.object({ label: z.string() })]),
    scores: z.record(z.string(), z.number()),
    items: z.array(z.object({ key: z.string(), tags: z.array(z.string()) })),
    owner: z.object({ id: z.string(), district: z.object({ code: z.string() }).nullable() }),
  });
  const value = {
    id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    name: 'Ana',
    nickname: null,
    at: '2026-11-24T09:00:00.000Z',
    day: '2026-11-24',
    kind: { label: 'custom' },
    scores: { B1: 2.5, L12: 0 },
    items: [{ key: 'B1', tags: ['reading', 'time'] }],
    owner: { id: 'u1', district: { code: 'ABCD1234' } },
  };

  it('sends only the declared fields, at every depth', () => {
    const sent = JSON.parse(fast(Shape)(withExtras(value)));
    expect(sent).toEqual(value);
    expect(JSON.stringify(sent)).not.toContain('LEAKED-COLUMN');
  });

  it('sends nullable, optional, union, record, date and nested array fields as zod does', () => {
    expectSameAsZod(Shape, value);
    expectSameAsZod(Shape, {
      ...value,
      note: 'n',
      kind: { tier: 1 },
      owner: { id: 'u', district: null },
    });
  });

  it('leaves to zod a schema whose JSON form would not say what zod sends', () => {
    const Transformed = z.object({ name: z.string().transform((name) => name.toUpperCase()) });
    const Defaulted = z.object({ tags: z.array(z.string()).default([]) });
    expect(responseJsonSchema(Transformed)).toBeNull();
    expect(responseJsonSchema(Defaulted)).toBeNull();
    expect(responseJsonSchema(Shape)).not.toBeNull();
    const data = { tags: ['a'], extra: 1 };
    expect(fast(Defaulted)(data)).toBe(zod(Defaulted)(data));
  });

  it('serialises the busiest answers fast: who is signed in, the library, the plans', () => {
    // A default or transform in one of these sends every request through zod again (/me's
    // user had three defaults: a third of its cost). A refinement does not: it changes no
    // value (the plans' texts are checked for control characters when saved).
    for (const schema of [
      MeResponseSchema,
      AccommodationResponseSchema,
      MatchResponseSchema,
      PlanListResponseSchema,
      StudentPlanSchema,
      BuilderStateResponseSchema,
    ]) {
      expect(responseJsonSchema(schema)).not.toBeNull();
    }
  });
});

describe('real responses, serialised fast and by zod', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    database = await createPgliteTestDatabase();
    const real = await loadValidContent(DEFAULT_CONTENT_DIR);
    app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      webDistDir: '/nonexistent-web-build',
      content: indexLibrary(real.library),
    });
    // A handler that returns a row with more columns than its schema declares.
    const Declared = z.object({
      id: z.string(),
      profile: z.object({ name: z.string() }).nullable(),
      plans: z.array(z.object({ label: z.string() })),
    });
    app.get('/api/v1/test-row', { schema: { response: { 200: Declared } } }, () => ({
      id: 'u1',
      passwordHash: '$argon2id$secret',
      profile: { name: 'Ana', email: 'ana@example.org' },
      plans: [{ label: 'J.T.', studentName: 'Jordan Taylor' }],
    }));
    await app.ready();
    cookies = await signedInCookie(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, withCookies = cookies) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, cookies: withCookies });

  /** The response as sent, which zod must reproduce exactly from its own parsed value. */
  function expectAnswerAsZod(schema: z.ZodType, res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBe(200);
    const data: unknown = JSON.parse(res.body);
    expect(res.body).toBe(zod(schema)(data));
    expectSameAsZod(schema, data);
  }

  it('never sends a column the route did not declare', async () => {
    const res = await get('/test-row');
    expect(res.body).toBe('{"id":"u1","profile":{"name":"Ana"},"plans":[{"label":"J.T."}]}');
  });

  it('/me, signed in and not', async () => {
    expectAnswerAsZod(MeResponseSchema, await get('/me'));
    expectAnswerAsZod(MeResponseSchema, await get('/me', {}));
    expect((await get('/me', {})).body).toBe('{"user":null,"session":null}');
  });

  it('an accommodation and a match', async () => {
    expectAnswerAsZod(AccommodationResponseSchema, await get('/content/accommodations/B1'));
    const match = await app.inject(
      jsonRequest(
        'POST',
        '/api/v1/content/match',
        {
          needs: [
            { name: 'Reading Fluency', priority: 1.5 },
            { name: 'Test Anxiety', priority: 0.5 },
          ],
          strengths: [{ name: 'Visual Learner' }],
        },
        cookies,
      ),
    );
    expectAnswerAsZod(MatchResponseSchema, match);
    expect(match.json().results.length).toBeGreaterThan(10);
  });

  it('the builder state, the plans list and a plan', async () => {
    expectAnswerAsZod(BuilderStateResponseSchema, await get('/builder-state'));
    const plans = plansApi(() => app, cookies);
    const created = await plans.create({
      label: 'J.T.',
      grade: '4',
      planType: '504',
      meetingDate: '2026-11-02',
      reviewDate: '2027-11-01',
      note: 'Prefers the front row',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const saved = await plans.saveState(id, {
      state: {
        strengths: [{ id: 'cs001', name: 'Loves drawing' }],
        needs: [{ id: 'cn001', name: 'Copying from the board', category: null, priority: 1 }],
        plan: [
          { key: 'B1', title: 'Visual Schedule' },
          {
            key: 'A28',
            title: 'Extended Time',
            details: {
              setting: 'math',
              when: 'unit tests',
              amount: 'time and a half',
              provider: '',
              appliesTo: ['classroom-tests', 'state-tests'],
              statement: null,
            },
          },
        ],
        reviewKept: ['A28'],
      },
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectAnswerAsZod(BuilderStateResponseSchema, await get('/builder-state'));
    expectAnswerAsZod(PlanListResponseSchema, await plans.list());
    expectAnswerAsZod(StudentPlanSchema, await plans.get(id));
  });
});
