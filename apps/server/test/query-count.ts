import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import type { EngineName } from './databases';

/**
 * Counts the SQL statements an engine runs from now on (every PGlite instance or pg pool of
 * the test file): `count()` answers how many so far. Tests use it to show that a request
 * runs as many queries for 300 rows as for one.
 */
export function countQueries(engine: EngineName) {
  const spy =
    engine === 'PGlite'
      ? vi.spyOn(PGlite.prototype, 'query')
      : vi.spyOn(pg.Pool.prototype, 'query');
  const start = spy.mock.calls.length;
  return { count: () => spy.mock.calls.length - start, stop: () => spy.mockRestore() };
}
