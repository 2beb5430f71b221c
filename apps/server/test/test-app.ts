import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { buildApp, type AppDeps } from '../src/app';
import type { Database } from '../src/db/client';

/** The key that seals single sign-on client secrets in tests (32 bytes, hex). */
export const TEST_SSO_SECRET_KEY = '5e'.repeat(32);

/**
 * Configuration as a test sees it: defaults, quiet logs, a single sign-on key, overridable
 * per test (an empty value unsets a variable).
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SSO_SECRET_KEY: TEST_SSO_SECRET_KEY,
    ...overrides,
  });
}

/** The real application on a test database, ready for `inject()`. */
export async function buildTestApp(
  database: Database,
  options: Partial<Omit<AppDeps, 'database'>> = {},
) {
  const app = await buildApp({
    config: options.config ?? testConfig(),
    logger: false,
    webDistDir: '/nonexistent-web-build',
    ...options,
    database,
  });
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * One database and one app for a whole suite, closed after it. Read `ctx.app` and
 * `ctx.database` inside tests (they are set in beforeAll).
 */
export function useTestApp(
  createDatabase: () => Promise<Database>,
  options: () => Partial<Omit<AppDeps, 'database'>> = () => ({}),
) {
  const ctx = {} as { database: Database; app: TestApp };
  beforeAll(async () => {
    ctx.database = await createDatabase();
    ctx.app = await buildTestApp(ctx.database, options());
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.close();
  });
  return ctx;
}
