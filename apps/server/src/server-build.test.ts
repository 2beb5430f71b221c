import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES } from '@trellis/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT_DIR } from '../test/content-fixture';

// The compiled server (`npm start` runs it): every file it reads beside its modules
// (migrations, the content folder, the version, common passwords, the PDF worker, the
// embedded database's template) must be
// found from the build as from the sources.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverDir = fileURLToPath(new URL('../', import.meta.url));
const rootVersion = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the compiled server', () => {
  // Beside src/, as apps/server/dist is: the build's paths are relative to that place.
  const outdir = mkdtempSync(join(serverDir, 'dist-test-'));
  const dataDir = join(mkdtempSync(join(tmpdir(), 'trellis-compiled-')), 'data');
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CONTENT_DIR: FIXTURE_CONTENT_DIR,
  };
  let server: ChildProcess | undefined;

  beforeAll(() => {
    const build = spawnSync(process.execPath, ['scripts/server-build.mjs', outdir], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
  }, 60_000);

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the CLI, then serves the API, passwords and PDFs from the build alone', async () => {
    // What the build makes after compiling (scripts/server-build.mjs): the template a first
    // start copies, found beside the compiled modules.
    const template = spawnSync(process.execPath, [join(outdir, 'db/pglite-template.js')], {
      encoding: 'utf8',
    });
    expect(template.stderr).toBe('');
    expect(existsSync(join(outdir, 'pgdata-template', 'PG_VERSION'))).toBe(true);

    const cli = spawnSync(process.execPath, [join(outdir, 'cli/index.js'), 'demo-district'], {
      env,
      encoding: 'utf8',
    });
    expect(cli.stderr).toBe('');
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    const code = /access code: (\w+)/.exec(cli.stdout)?.[1] ?? '';
    expect(code).toMatch(/^DEMO/);

    const port = await freePort();
    const started = spawn(process.execPath, ['--enable-source-maps', join(outdir, 'server.js')], {
      env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = started;
    let output = '';
    started.stdout.on('data', (chunk) => (output += String(chunk)));
    started.stderr.on('data', (chunk) => (output += String(chunk)));
    await new Promise<void>((resolve, reject) => {
      started.stdout.on('data', () => output.includes('is running at') && resolve());
      started.on('exit', () => reject(new Error(`exited before listening: ${output}`)));
    });
    expect(output).toContain(`Imported the accommodation library from ${FIXTURE_CONTENT_DIR}`);

    const base = `http://127.0.0.1:${port}/api/v1`;
    const health = await fetch(`${base}/health`);
    expect(await health.json()).toEqual({ status: 'ok', version: rootVersion });

    const headers = { 'content-type': 'application/json', origin: `http://localhost:${port}` };
    const register = (password: string) =>
      fetch(`${base}/auth/register`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: 'compiled@example.org',
          password,
          fname: 'Compiled',
          lname: 'Server',
          code,
          type: 'district',
        }),
      });
    const common = await register('password1');
    expect(common.status).toBe(400);
    expect(JSON.stringify(await common.json())).toContain(AUTH_MESSAGES.passwordTooCommon);

    const registered = await register('compiled-server-lanterns');
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
    const pdf = await fetch(`${base}/plan/pdf`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ builder: { strengths: [], needs: [] }, plan: ['L1'] }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    started.kill('SIGTERM');
    expect(await new Promise((resolve) => started.on('exit', resolve))).toBe(0);
  }, 90_000);
});
