// Starts the real server on a fresh embedded database for a benchmark, with a signed-in
// user: the common part of the benchmarks in this folder.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir, port, databaseUrl) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: String(port) };
  const cli = (...args) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/index.ts', ...args], {
      cwd: root,
      env,
    }).toString();
  const code = /access code: (\w+)/.exec(cli('demo-district'))?.[1];
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...env, LOG_LEVEL: 'warn', NODE_ENV: 'test', TRUST_PROXY: '127.0.0.1,::1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('is running at') && resolve());
    server.on('exit', (status) => reject(new Error(`server exited with ${status}`)));
  });
  return { server, code };
}

async function signIn(base, code) {
  const headers = { 'content-type': 'application/json', origin: base };
  const account = { email: 'bench@example.org', password: 'bench-marking-lanterns' };
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...account, fname: 'Bench', lname: 'Mark', code, type: 'district' }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const cookie = registered.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return { ...headers, cookie };
}

/**
 * The running server's address, the signed-in request headers, and a way to stop it. The
 * server runs on a fresh embedded database, or on `databaseUrl` (an empty PostgreSQL database).
 */
export async function startBenchServer({ databaseUrl = '' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { server, code } = await startServer(dataDir, port, databaseUrl);
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { base, headers: await signIn(base, code), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
