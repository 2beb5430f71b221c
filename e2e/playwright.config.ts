import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CONSOLE_PEOPLE } from './support/console-people';
import { startSmtpSink } from './support/smtp-sink';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The config is evaluated by the runner and again by each worker: the first evaluation
// picks a free port and a fresh data directory, and the workers inherit them.
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}

process.env.E2E_PORT ??= freePort();
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'trellis-e2e-'));
  // The same command a newcomer's first start runs: create the demo district, read its code.
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/index.ts', 'demo-district'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    },
  ).toString();
  process.env.E2E_DEMO_CODE = /access code: (\w+)/.exec(output)?.[1] ?? '';
  // The consoles' people (issue 19) are made the way an operator makes them: by the CLI,
  // before the server starts (it holds the embedded database while it runs).
  for (const args of CONSOLE_PEOPLE) {
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/index.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    });
  }
  // Mail goes through real SMTP on loopback; the sink files each message in the outbox folder.
  process.env.E2E_SMTP_PORT = freePort();
  startSmtpSink(Number(process.env.E2E_SMTP_PORT), join(process.env.E2E_DATA_DIR, 'outbox'));
}

const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: this machine cannot download Playwright's own browser build.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The real production start: builds the web app if needed, migrates, serves.
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/v1/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Fixtures give each test its own client address (X-Forwarded-For), so the
      // per-address rate limits apply per test as they would per school. The browser and
      // the fixtures reach the server over loopback, which plays the trusted proxy.
      TRUST_PROXY: '127.0.0.1,::1',
      // Seals the single sign-on client secrets the SSO spec saves (a fixed test key).
      SSO_SECRET_KEY: '5e1f0c2a3b4d4e6f8a7b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f',
    },
  },
});
