import { loadConfig, type Config } from '../src/config';
import { buildApp, type AppDeps } from '../src/app';
import type { Database } from '../src/db/client';

/** Configuration as a test sees it: defaults, quiet logs, overridable per test. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
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
