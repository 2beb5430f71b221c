import { cp, readFile, writeFile } from 'node:fs/promises';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlanLogResponseSchema } from '@trellis/shared/delivery-log';
import { createTemplateDataDir, useTempDirs } from '../../test/data-dirs';
import { jsonRequest } from '../../test/http';
import { day, entry, TODAY } from '../../test/log-api';
import { createLink, createLogPlan, createLogTeam, type LogTeam } from '../../test/log-team';
import { buildTestApp } from '../../test/test-app';
import { backupDataDir, restoreDataDir } from './backup';
import { openDatabase, type Db } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { MIGRATIONS_FOLDER } from './migrate';
import { deliveryLogEntries, planImplementers, studentPlans, users } from './schema/index';

// Backups of the embedded database (issue 19 item 7): a data directory holding a team, a
// plan, its implementers and delivery-log entries, written through the app, is archived and
// restored into an empty directory, where the app finds all of it again.

const now = new Date(`${TODAY}T09:00:00Z`);
const clock = { now: () => now };

/** Everything a restore must bring back, in a stable order. */
async function contents(db: Db) {
  const ids = async (table: typeof users | typeof studentPlans | typeof planImplementers) =>
    (await db.select({ id: table.id }).from(table)).map((row) => row.id).sort();
  const entries = await db
    .select({
      id: deliveryLogEntries.id,
      itemKey: deliveryLogEntries.itemKey,
      loggerName: deliveryLogEntries.loggerName,
    })
    .from(deliveryLogEntries);
  return {
    users: await ids(users),
    plans: await ids(studentPlans),
    implementers: await ids(planImplementers),
    entries: entries.sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/** A plan of Rosa's with entries logged signed in (Rosa) and through a card link (Rivera). */
async function fillDataDir(dataDir: string) {
  const database = await createTemplateDataDir(dataDir);
  const app = await buildTestApp(database, { clock });
  try {
    const team = await createLogTeam(database.db, now);
    const { planId, rivera } = await createLogPlan(app, team);
    const url = `/api/v1/plans/${planId}/log`;
    const saved = await app.inject(
      jsonRequest('PUT', url, day([entry('A1'), entry('B1', 3)]), team.cookies.Rosa),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const card = await createLink(database.db, {
      planId,
      implementerId: rivera,
      purpose: 'card',
      now,
    });
    const byLink = await app.inject(
      jsonRequest('PUT', `/api/v1/cards/${card}/log`, day([entry('L1', 5)])),
    );
    expect(byLink.statusCode, byLink.body).toBe(200);
    return { team, planId, expected: await contents(database.db) };
  } finally {
    await app.close();
    await database.close();
  }
}

/** The migrations folder without the delivery log's migration and those after it. */
/** A copy of the migrations without 0013 and those after it; how many were left out. */
async function migrationsBeforeDeliveryLog(dir: string) {
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((row) => row.tag === '0013_delivery_log');
  expect(at).toBeGreaterThan(0);
  const leftOut = journal.entries.length - at;
  journal.entries = journal.entries.slice(0, at);
  await writeFile(file, JSON.stringify(journal));
  return { folder: dir, leftOut };
}

describe('backup and restore of the embedded database', () => {
  const tempDir = useTempDirs('trellis-backup-');
  const world = {} as {
    source: string;
    archive: string;
    team: LogTeam;
    planId: string;
    expected: Awaited<ReturnType<typeof contents>>;
  };

  beforeAll(async () => {
    world.source = join(tempDir(), 'data');
    Object.assign(world, await fillDataDir(world.source));
    world.archive = join(tempDir(), 'backups', 'trellis.tar.gz');
  });

  it('archives the data directory and restores every account, plan and log entry into an empty one', async () => {
    const written = await backupDataDir({ DATA_DIR: world.source }, { out: world.archive });
    expect(written.file).toBe(world.archive);
    expect(written.bytes).toBeGreaterThan(10_000);
    expect(readdirSync(join(world.archive, '..'))).toEqual(['trellis.tar.gz']); // no partial file

    const target = join(tempDir(), 'restored');
    const summary = await restoreDataDir({ DATA_DIR: target }, { from: world.archive });
    expect(summary).toEqual({
      dataDir: target,
      accounts: world.expected.users.length,
      districts: 2,
      plans: 1,
      implementers: 2,
      logEntries: 3,
      migrationsApplied: 0,
    });
    expect(readdirSync(target).sort()).toEqual(['pgdata']); // no staging folder, lock released

    const database = await openDatabase({ DATA_DIR: target });
    const app = await buildTestApp(database, { clock });
    try {
      expect(await contents(database.db)).toEqual(world.expected);
      // Sessions came back too: Rosa, still signed in, reads the whole log through the app.
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/plans/${world.planId}/log`,
        cookies: world.team.cookies.Rosa,
      });
      expect(res.statusCode, res.body).toBe(200);
      const log = PlanLogResponseSchema.parse(res.json());
      expect(log.entries.map((row) => [row.itemKey, row.loggerName]).sort()).toEqual([
        ['A1', 'Rosa Teacher'],
        ['B1', 'Rosa Teacher'],
        ['L1', 'Ms. Rivera'],
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('brings a backup of an older version up to date, and refuses one of a newer version', async () => {
    const old = join(tempDir(), 'old');
    mkdirSync(join(old, 'pgdata'), { recursive: true });
    const client = await PGlite.create(join(old, 'pgdata'), { extensions: PGLITE_EXTENSIONS });
    const older = await migrationsBeforeDeliveryLog(tempDir());
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: older.folder });
    await client.close();
    const oldArchive = join(tempDir(), 'old.tar.gz');
    await backupDataDir({ DATA_DIR: old }, { out: oldArchive });

    const target = join(tempDir(), 'upgraded');
    const summary = await restoreDataDir({ DATA_DIR: target }, { from: oldArchive });
    expect(summary.migrationsApplied).toBe(older.leftOut);
    const database = await openDatabase({ DATA_DIR: target });
    try {
      expect(await database.db.$count(deliveryLogEntries)).toBe(0); // the table exists now
      // A migration this version does not know makes the database one of a newer Trellis.
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', 1), ('later', 2)`,
      );
    } finally {
      await database.close();
    }
    const newerArchive = join(tempDir(), 'newer.tar.gz');
    await backupDataDir({ DATA_DIR: target }, { out: newerArchive });
    const refused = join(tempDir(), 'refused');
    await expect(restoreDataDir({ DATA_DIR: refused }, { from: newerArchive })).rejects.toThrow(
      /comes from a newer version of Trellis \(\d+ database migrations; this one knows \d+\): upgrade Trellis, then restore\.$/,
    );
    expect(readdirSync(refused)).toEqual([]);
  }, 90_000);
});
