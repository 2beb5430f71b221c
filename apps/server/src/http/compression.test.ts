import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PlanExportBody } from '@trellis/shared/plan-export';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { districtUsage } from '../db/schema/index';
import { describeEachDatabase } from '../../test/databases';
import { useTestApp } from '../../test/test-app';
import { createDistrict, createSession, createUser } from '../../test/factories';
import { SAME_ORIGIN } from '../../test/http';
import { COMPRESS_MIN_BYTES } from './compression';

const plan: PlanExportBody = {
  builder: {
    strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
    needs: [{ id: 'anxiety', name: 'Anxiety', category: null, priority: 1 }],
  },
  plan: ['L1', 'A1', 'B1'],
};

describeEachDatabase('compressed API answers', (createDatabase) => {
  const ctx = useTestApp(createDatabase);
  const session = {} as { cookies: Record<string, string>; districtId: string };

  /** A district of its own with one signed-in member: its export count is this test's alone. */
  async function signedInDistrictMember() {
    const district = await createDistrict(ctx.database.db);
    const user = await createUser(ctx.database.db, {
      accountType: 'district',
      districtId: district.id,
    });
    const { token } = await createSession(ctx.database.db, user.id);
    return { cookies: { [SESSION_COOKIE]: token }, districtId: district.id };
  }

  beforeAll(async () => {
    Object.assign(session, await signedInDistrictMember());
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      cookies: session.cookies,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
  const exportPlan = (format: string, acceptEncoding: string, cookies = session.cookies) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/plan/${format}`,
      cookies,
      headers: { ...SAME_ORIGIN, 'accept-encoding': acceptEncoding },
      payload: plan,
    });

  it('sends a large JSON answer in Brotli when the browser accepts it, varying on Accept-Encoding', async () => {
    const plain = await get('/api/v1/content/need-categories');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await get('/api/v1/content/need-categories', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const plain = await get('/api/v1/content/need-categories');
    const res = await get('/api/v1/content/need-categories', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the plain body, with its length, to a client that asks for no encoding', async () => {
    const res = await get('/api/v1/content/need-categories');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.json().categories).toBeInstanceOf(Array);
  });

  it('leaves answers under the threshold as they are', async () => {
    const res = await get('/api/v1/health', 'br, gzip');
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('ok');
  });

  it('compresses the OpenAPI document, and answers HEAD for it without a body', async () => {
    const res = await get('/api/docs/json', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).info.title).toBe(
      'Trellis API',
    );
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends a PDF as it is, whatever the browser accepts', async () => {
    const res = await exportPlan('pdf', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('compresses a CSV download and still counts it once for the district', async () => {
    // Other tests' downloads are counted after their answers: a district of its own here.
    const member = await signedInDistrictMember();
    const usage = () =>
      ctx.database.db
        .select({ count: districtUsage.count })
        .from(districtUsage)
        .where(
          and(eq(districtUsage.districtId, member.districtId), eq(districtUsage.metric, 'exports')),
        );
    const before = (await usage())[0]?.count ?? 0;
    const plain = await exportPlan('export/csv', '', member.cookies);
    const res = await exportPlan('export/csv', 'gzip', member.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    // The count is written after the answer went out (an onResponse hook).
    await vi.waitFor(async () => expect((await usage())[0]?.count).toBe(before + 2));
  });

  it('compresses an error answer the same way and keeps its status', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/plan/export/csv',
      cookies: session.cookies,
      headers: { ...SAME_ORIGIN, 'accept-encoding': 'br' },
      payload: { ...plan, plan: Array.from({ length: 300 }, (_, i) => `no-such-item-${i}`) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('does not inflate compressed request bodies', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/plan/export/csv',
      cookies: session.cookies,
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(plan)),
    });
    expect(res.statusCode).toBe(400);
  });
});
