import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDir } from './data-dir-lock';
import { migratePgliteClient, migratePostgres } from './migrate';

/**
 * Extensions the embedded database loads: pg_trgm gives search its tolerance of typos, as
 * the same extension does on PostgreSQL. Every PGlite instance must be created with them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The query interface every repository uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'embedded' | 'postgresql';

/** An open database: the query interface plus what the process needs to manage it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs `select 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** Wraps a PGlite instance (embedded or in memory) as a Database. */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePgliteClient(client),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/** Connects to PostgreSQL with a small pool. */
export function fromPostgresUrl(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Db;
  return {
    db,
    kind: 'postgresql',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePostgres(url),
    close: () => pool.end(),
  };
}

/**
 * Opens PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite database in
 * `DATA_DIR/pgdata` (created if missing, locked against a second process).
 */
export async function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): Promise<Database> {
  if (config.DATABASE_URL) return fromPostgresUrl(config.DATABASE_URL);
  const dataDir = resolve(config.DATA_DIR);
  const release = lockDataDir(dataDir);
  try {
    const pgdata = join(dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    const client = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
