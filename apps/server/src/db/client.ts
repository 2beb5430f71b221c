import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDir } from './data-dir-lock';
import { migratePgliteClient, migratePostgres } from './migrate';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { seedFromTemplate } from './pglite-template';

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
  /**
   * Hears the notifications of a channel sent by every process on this database; resolves
   * once listening and returns the function that stops. See {@link listenOnPostgres}.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onNotification(payload: string | undefined): void;
  /** The connection dropped and listens again: notifications in between may have been lost. */
  onReconnect(): void;
  onError?(error: unknown): void;
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
    // One process owns the embedded database (the data directory is locked): every write
    // that matters is made by this process, which tells itself without a notification.
    listen: () => Promise.resolve(() => Promise.resolve()),
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
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/** How long to wait before connecting again after the listening connection dropped. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTENs on a dedicated connection (a pooled one would be handed to queries). When the
 * connection drops it connects again every second until it can, then calls `onReconnect`,
 * since notifications sent meanwhile are lost. The first connection must succeed.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload);
    });
    next.on('error', (error) => handlers.onError?.(error));
    next.on('end', () => {
      if (!stopped && client === next) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const scheduleReconnect = () => {
    client = undefined;
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (stopped) void client?.end();
          else handlers.onReconnect();
        },
        (error: unknown) => {
          handlers.onError?.(error);
          if (!stopped) scheduleReconnect();
        },
      );
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/**
 * Opens PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite database in
 * `DATA_DIR/pgdata` (locked against a second process; created if missing, from the build's
 * template when there is one).
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
    if (!seedFromTemplate(pgdata)) mkdirSync(pgdata, { recursive: true });
    const client = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
