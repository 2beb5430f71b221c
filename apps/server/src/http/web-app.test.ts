import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createPgliteTestDatabase } from '../../test/databases';
import { buildTestApp, testConfig, type TestApp } from '../../test/test-app';

const page = `<!doctype html><title>Trellis</title>${'<meta name="x" content="padding">'.repeat(40)}`;
const script = `console.log(${JSON.stringify('a bundle of code '.repeat(200))});`;
const sourceMap = JSON.stringify({ version: 3, sources: ['x'.repeat(2000)] });
const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A build as apps/web/vite.config.ts leaves it: each text file beside its two copies. */
function writeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'trellis-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': page,
    'assets/app-1234.js': script,
    'assets/app-1234.js.map': sourceMap,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dist, name), content);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
  }
  // Too small to be worth a compressed copy.
  writeFileSync(join(dist, 'favicon.svg'), icon);
  return dist;
}

describe('serving the web app compressed', () => {
  let database: Database;
  let app: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = writeBuild();
    database = await createPgliteTestDatabase();
    app = await buildTestApp(database, { webDistDir: distDir });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset in Brotli, with its own type and a year of caching', async () => {
    const res = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-1234.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(script));
    expect(res.body).toBe(script);
  });

  it.each(['/', '/dashboard', '/builder/select'])(
    'sends the page at %s compressed and revalidated on every visit',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    },
  );

  it('answers a revalidation of a compressed asset with an empty 304', async () => {
    const first = await get('/assets/app-1234.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/assets/app-1234.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a small file without a copy as it is, not compressed per request', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toBe(icon);
  });

  it('never serves a compressed copy by its own name', async () => {
    const res = await get('/assets/app-1234.js.br', { 'accept-encoding': 'br' });
    // Not a file of the app: the request falls through to the SPA page like any unknown path.
    expect(res.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('keeps source maps and their copies locked when source maps are off', async () => {
    const locked = await buildTestApp(database, {
      webDistDir: distDir,
      config: testConfig({ SOURCE_MAPS: 'false' }),
    });
    try {
      for (const url of ['/assets/app-1234.js.map', '/assets/app-1234.js.map.br']) {
        const res = await locked.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br' },
        });
        expect(res.headers['content-type']).toContain('text/html');
      }
      const open = await get('/assets/app-1234.js.map', { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(open.rawPayload).toString()).toBe(sourceMap);
    } finally {
      await locked.close();
    }
  });
});
