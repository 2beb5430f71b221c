import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readDataDirArchive, writeFileAtomically } from './backup-archive';
import { fromPglite } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { MIGRATIONS_FOLDER, migratePgliteClient } from './migrate';
import {
  deliveryLogEntries,
  districts,
  planImplementers,
  studentPlans,
  users,
} from './schema/index';

/** A backup or restore that cannot go ahead: its message is one line for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where the embedded database lives and whether PostgreSQL is used instead (the config). */
export interface DatabaseLocation {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

const PG_DUMP_COMMAND = 'pg_dump -Fc "$DATABASE_URL" -f trellis.dump';
const PG_RESTORE_COMMAND = 'pg_restore --clean --if-exists -d "$DATABASE_URL" trellis.dump';

// The database's own folder inside DATA_DIR, as openDatabase() creates it; the lock file and
// the e-mail outbox sit beside it and are not part of a backup.
const pgdataOf = (dataDir: string) => join(dataDir, 'pgdata');
const holdsDatabase = (pgdata: string) => existsSync(join(pgdata, 'PG_VERSION'));

function refusePostgres(location: DatabaseLocation, action: 'backup' | 'restore') {
  if (!location.DATABASE_URL) return;
  throw new BackupError(
    action === 'backup'
      ? `DATABASE_URL is set: back up PostgreSQL with ${PG_DUMP_COMMAND} (and restore it with ${PG_RESTORE_COMMAND}).`
      : `DATABASE_URL is set: restore PostgreSQL with ${PG_RESTORE_COMMAND} (from a backup made with ${PG_DUMP_COMMAND}).`,
  );
}

/** Locks the data directory, turning "someone holds it" into the operator's next step. */
function lockForCommand(dataDir: string, action: 'backup' | 'restore'): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The server is running on ${dataDir}: stop it, then run the ${action} again.`,
    );
  }
}

/**
 * Writes a gzipped archive of the embedded database to `out`. The data directory is locked
 * for the whole copy, so no server writes to it meanwhile: the archive is consistent.
 */
export async function backupDataDir(
  location: DatabaseLocation,
  options: { out: string; force?: boolean },
): Promise<{ file: string; bytes: number }> {
  refusePostgres(location, 'backup');
  const dataDir = resolve(location.DATA_DIR);
  const file = resolve(options.out);
  if (!holdsDatabase(pgdataOf(dataDir))) {
    throw new BackupError(
      `No embedded database in ${dataDir}: nothing to back up (set DATA_DIR, or --data-dir, to the server's data directory).`,
    );
  }
  if (existsSync(file) && statSync(file).isDirectory()) {
    throw new BackupError(`--out ${file} is a folder: give the archive's file name.`);
  }
  if (existsSync(file) && !options.force) {
    throw new BackupError(
      `${file} already exists: choose another --out, or add --force to replace it.`,
    );
  }
  const release = lockForCommand(dataDir, 'backup');
  try {
    const client = await PGlite.create(pgdataOf(dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      // Writes every change into the data files, so the archive does not lean on WAL replay.
      await client.exec('CHECKPOINT');
      const archive = await client.dumpDataDir('gzip');
      writeFileAtomically(file, new Uint8Array(await archive.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
  return { file, bytes: statSync(file).size };
}

/** What a restore brought back, for the operator to check against what they expected. */
export interface RestoreSummary {
  dataDir: string;
  accounts: number;
  districts: number;
  plans: number;
  implementers: number;
  logEntries: number;
  /** Migrations run because the backup came from an older version of Trellis. */
  migrationsApplied: number;
}

function knownMigrationCount(): number {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  );
  return (journal as { entries: unknown[] }).entries.length;
}

async function appliedMigrationCount(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
       else (select count(*)::int from drizzle.__drizzle_migrations) end as count`,
  );
  return rows[0]?.count ?? 0;
}

/** Loads the archive into `staging`, brings it up to date and counts what it holds. */
async function loadAndMigrate(staging: string, tar: Uint8Array, from: string) {
  mkdirSync(staging, { recursive: true });
  const client = await PGlite.create(staging, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([tar]),
  });
  try {
    const before = await appliedMigrationCount(client);
    const known = knownMigrationCount();
    if (before > known) {
      throw new BackupError(
        `${from} comes from a newer version of Trellis (${before} database migrations; this one knows ${known}): upgrade Trellis, then restore.`,
      );
    }
    await migratePgliteClient(client);
    const { db } = fromPglite(client);
    return {
      accounts: await db.$count(users),
      districts: await db.$count(districts),
      plans: await db.$count(studentPlans),
      implementers: await db.$count(planImplementers),
      logEntries: await db.$count(deliveryLogEntries),
      migrationsApplied: (await appliedMigrationCount(client)) - before,
    };
  } finally {
    await client.close();
  }
}

/** Moves the restored database into place, replacing (with force) the one that was there. */
function swapInto(pgdata: string, staging: string) {
  const replaced = `${pgdata}.replaced`;
  rmSync(replaced, { recursive: true, force: true });
  if (existsSync(pgdata)) renameSync(pgdata, replaced);
  renameSync(staging, pgdata);
  rmSync(replaced, { recursive: true, force: true });
}

/**
 * Restores an archive written by backupDataDir into an empty (or missing) data directory, or
 * with `force` over the database there. The archive is loaded and migrated beside the target
 * first, so a bad file or a failed migration leaves the data directory as it was.
 */
export async function restoreDataDir(
  location: DatabaseLocation,
  options: { from: string; force?: boolean },
): Promise<RestoreSummary> {
  refusePostgres(location, 'restore');
  const dataDir = resolve(location.DATA_DIR);
  const from = resolve(options.from);
  if (!existsSync(from) || !statSync(from).isFile()) {
    throw new BackupError(`--from ${from}: no such file.`);
  }
  const tar = await readDataDirArchive(from);
  if (!tar) {
    throw new BackupError(
      `${from} is not a Trellis backup, or it is damaged: expected an archive written by "npm run cli -- backup".`,
    );
  }
  const release = lockForCommand(dataDir, 'restore');
  const pgdata = pgdataOf(dataDir);
  const staging = `${pgdata}.restoring`;
  try {
    if (existsSync(pgdata) && readdirSync(pgdata).length > 0 && !options.force) {
      throw new BackupError(
        `${dataDir} already holds a database: restore into an empty data directory, or add --force to replace it.`,
      );
    }
    rmSync(staging, { recursive: true, force: true }); // left by an interrupted restore
    try {
      const counts = await loadAndMigrate(staging, tar, from);
      swapInto(pgdata, staging);
      return { dataDir, ...counts };
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      if (error instanceof BackupError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(
        `Could not restore ${from} (${reason}): ${dataDir} was left as it was.`,
      );
    }
  } finally {
    release();
  }
}
