import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { ApiErrorSchema } from '@trellis/shared/api-error-schema';
import { describeEachDatabase } from './databases';
import { buildTestApp, testConfig, useTestApp } from './test-app';
import { SAME_ORIGIN } from './http';

describeEachDatabase('the application', (createDatabase, engine) => {
  const ctx = useTestApp(createDatabase);

  it('reports the process up with its version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: '1.5.56' });
  });

  it('publishes the support contacts of this installation', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      productName: 'Trellis',
      version: '1.5.56',
      supportEmail: 'support@trellis.local',
      supportPhone: '(555) 010-0100',
    });
  });

  it('reports ready when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: engine === 'PGlite' ? 'embedded' : 'postgresql',
    });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers on every answer: success, 404, refusal and bad input', async () => {
    const expected = {
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/v1/health' }),
      ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' }),
      ctx.app.inject({ method: 'GET', url: '/api/v1/builder-state' }),
      ctx.app.inject({ method: 'GET', url: '/api/v1/content/search?q=' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 401, 401]);
    for (const res of answers) {
      expect(res.headers).toMatchObject(expected);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('Trellis API');
    expect(doc.paths['/api/v1/health'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/v1/me'].get).toBeDefined();
    const match = doc.paths['/api/v1/content/match'].post;
    expect(match.requestBody.content['application/json'].schema.properties).toHaveProperty('needs');
    expect(match.responses['200']).toBeDefined();
    expect(doc.paths['/api/v1/content/accommodations/{key}'].get.tags).toEqual(['content']);
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('refuses request bodies over 1 MiB', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
      payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('BODY_TOO_LARGE');
  });

  it('answers the framework’s own refusals with codes of the error catalogue', async () => {
    const badUrl = await ctx.app.inject({ method: 'GET', url: '/api/v1/content/needs/%zz' });
    expect(badUrl.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(badUrl.json()).code).toBe('BAD_REQUEST');
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
      payload: '{"email": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(badJson.json()).code).toBe('BAD_REQUEST');
  });
});

describeEachDatabase('a database that stops answering', (createDatabase) => {
  it('makes /ready answer 503 without details', async () => {
    const database = await createDatabase();
    const app = await buildTestApp({ ...database, ping: () => Promise.reject(new Error('gone')) });
    const res = await app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'NOT_READY', message: 'The database is not answering.' });
    await app.close();
    await database.close();
  });
});

describe('serving the web app', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let distDir: string;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'trellis-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Trellis</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-1234.js.map'), '{"version":3}');
    distDir = dist;
    const { createPgliteTestDatabase } = await import('./databases');
    database = await createPgliteTestDatabase();
    app = await buildTestApp(database, { webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/', '/dashboard', '/builder/select', '/pwreset-form/abc'])(
    'answers %s with the SPA page, revalidated on every visit',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Trellis</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers unknown API routes with JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('serves source maps and the API docs only where configured (production keeps them)', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
    expect(map.body).toBe('{"version":3}');
    const locked = await buildTestApp(database, {
      webDistDir: distDir,
      config: testConfig({ SOURCE_MAPS: 'false', API_DOCS: 'false' }),
    });
    try {
      // Not served: the request falls through to the SPA page like any unknown path.
      const map = await locked.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
      expect(map.body).not.toContain('"version":3');
      expect((await locked.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(
        200,
      );
      expect((await locked.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      expect((await locked.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await locked.close();
    }
  });

  it('asks browsers to keep to https for a year when served over https', async () => {
    const secure = await buildTestApp(database, {
      config: testConfig({ PUBLIC_URL: 'https://trellis.example.org' }),
    });
    try {
      const res = await secure.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});
