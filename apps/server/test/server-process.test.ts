import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_CONTENT_DIR } from './content-fixture';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const children: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => stdout.includes('Trellis is running at') && resolve());
    child.on('exit', () => reject(new Error(`exited before listening: ${stderr}`)));
  });
  // Awaited only by tests that expect a start; the others must not see a stray rejection.
  listening.catch(() => {});
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

afterAll(() => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

describe('the server process', () => {
  it('stops at once with one line naming a bad variable', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim()).toBe(
      'Invalid configuration: PORT="abc": expected a whole number from 1 to 65535',
    );
  });

  it('serves on PORT, refuses a second process on the same data, and stops cleanly on SIGTERM', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'trellis-proc-')), 'data');
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await server.listening;
    expect(server.output().stdout).toContain(`Trellis is running at http://localhost:${port}`);
    // A newcomer's first start on an empty database gets a demo district to register in.
    await vi.waitFor(() =>
      expect(server.output().stdout).toMatch(
        new RegExp(
          `create an account at http://localhost:${port}/register with the demo district's access code DEMO[A-Z2-9]{4}\\.`,
        ),
      ),
    );
    // The first start imports the repository's library before it listens.
    expect(server.output().stdout).toContain('Imported the accommodation library from');
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/ready`);
    expect(await health.json()).toEqual({ status: 'ready', database: 'embedded' });

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toContain(`is in use by process ${server.child.pid}`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('names a port in use in one line and leaves the data folder free for the next start', async () => {
    const root = mkdtempSync(join(tmpdir(), 'trellis-proc-'));
    const env = { DATA_DIR: join(root, 'data'), CONTENT_DIR: FIXTURE_CONTENT_DIR };
    const port = await freePort();
    const occupant = createServer().listen(port, '127.0.0.1');
    try {
      const refused = startServer({ ...env, PORT: String(port) });
      expect(await refused.exited).toBe(1);
      expect(refused.output().stderr.trim()).toBe(
        `Port ${port} on 127.0.0.1 is already in use: stop the program using it or set PORT to a free port.`,
      );
    } finally {
      occupant.close();
    }
    const next = startServer({ ...env, PORT: String(await freePort()) });
    await next.listening;
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 60_000);

  it('still stops on SIGTERM after whoever read its output has gone', async () => {
    const root = mkdtempSync(join(tmpdir(), 'trellis-proc-'));
    const server = startServer({
      PORT: String(await freePort()),
      DATA_DIR: join(root, 'data'),
      CONTENT_DIR: FIXTURE_CONTENT_DIR,
      LOG_LEVEL: 'info',
    });
    await server.listening;
    server.child.stdout?.destroy();
    server.child.stderr?.destroy();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses to start on a broken content folder, naming the file, entry and field', async () => {
    const root = mkdtempSync(join(tmpdir(), 'trellis-proc-'));
    const contentDir = join(root, 'content');
    cpSync(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
    const file = join(contentDir, 'accommodations/learning.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('need: Working Memory', 'need: Nope'));
    const server = startServer({
      PORT: String(await freePort()),
      DATA_DIR: join(root, 'data'),
      CONTENT_DIR: contentDir,
    });
    expect(await server.exited).toBe(1);
    const { stderr, stdout } = server.output();
    expect(stderr).toContain('failed its check, so Trellis did not start');
    expect(stderr).toContain(
      'content/accommodations/learning.yaml: L1: needs.1.need: unknown need "Nope"',
    );
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stdout).not.toContain('Trellis is running');
  }, 60_000);
});
