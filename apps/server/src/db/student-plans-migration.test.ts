import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BuilderState } from '@trellis/shared/builder';
import { describeEachDatabase, type EngineName } from '../../test/databases';
import { databaseUrlFor } from '../../test/postgres-url';
import { type Database, fromPglite, fromPostgresUrl } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { MIGRATIONS_FOLDER, migratePgliteClient, migratePostgres } from './migrate';
import { currentPlans, planEvents, studentPlans } from './schema/index';

// Migration 0009 turns each user's saved builder state into their first student plan. A
// database migrated up to 0008 gets builder states, then the rest of the migrations run.

const savedAt = new Date('2026-11-20T08:30:00Z');
const state: BuilderState = {
  strengths: [{ id: 'visual-learner', name: 'Visual Learner' }],
  needs: [{ id: 'cn000', name: 'Copying from the board', category: null, priority: 1 }],
  plan: [{ key: 'B1', title: 'Visual Schedule' }],
};
const bigState: BuilderState = {
  ...state,
  plan: Array.from({ length: 250 }, (_, i) => ({ key: `L${i + 1}`, title: `Item ${i + 1}` })),
};

/** The migrations folder without 0009 and the migrations after it. */
async function migrationsUpTo0008(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'trellis-migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === '0009_student_plans');
  expect(at).toBe(9);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(file, JSON.stringify(journal));
  return dir;
}

/** A fresh database of the engine migrated up to 0008, and how to run the rest. */
async function databaseAt0008(
  engine: EngineName,
  folder: string,
): Promise<{ database: Database; migrateAll: () => Promise<void>; drop: () => Promise<void> }> {
  if (engine === 'PGlite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    const database = fromPglite(client);
    return {
      database,
      migrateAll: () => migratePgliteClient(client),
      drop: () => database.close(),
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `trellis_mig_${randomBytes(5).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = databaseUrlFor(baseUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
  await client.end();
  const database = fromPostgresUrl(url);
  return {
    database,
    migrateAll: () => migratePostgres(url),
    drop: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

describeEachDatabase('migration 0009: builder states become student plans', (_, engine) => {
  let folder: string;
  let at0008: Awaited<ReturnType<typeof databaseAt0008>>;
  const people: Record<string, string> = {};
  let districtId: string;

  beforeAll(async () => {
    folder = await migrationsUpTo0008();
    at0008 = await databaseAt0008(engine, folder);
    const { db } = at0008.database;
    // Raw SQL: the schema's tables have columns added after 0008 that this database lacks.
    const inserted = (await db.execute(
      sql`insert into districts (name, code) values ('Maple Grove Schools', 'MAPLE') returning id`,
    )) as unknown as { rows: { id: string }[] };
    districtId = inserted.rows[0]?.id ?? '';
    for (const [name, districtOf] of [
      ['member', districtId],
      ['big', null],
      ['none', null],
    ] as const) {
      const user = (await db.execute(
        sql`insert into users (email, first_name, last_name, password_hash, account_type, district_id)
            values (${`${name}@example.org`}, ${name}, 'User', 'x',
                    ${districtOf ? 'district' : 'individual'}, ${districtOf}) returning id`,
      )) as unknown as { rows: { id: string }[] };
      people[name] = user.rows[0]?.id ?? '';
    }
    for (const [name, saved] of [
      ['member', state],
      ['big', bigState],
    ] as const) {
      await db.execute(
        sql`insert into builder_states (user_id, state, updated_at) values (${people[name]}, ${JSON.stringify(saved)}::jsonb, ${savedAt.toISOString()}::timestamptz)`,
      );
    }
    await at0008.migrateAll();
  });
  afterAll(async () => {
    await at0008?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const planOf = async (name: string) => {
    const { db } = at0008.database;
    return db
      .select()
      .from(studentPlans)
      .where(eq(studentPlans.ownerId, people[name] ?? ''));
  };

  it('gives each saved state a plan of its user, which is their current plan', async () => {
    const [plan, ...more] = await planOf('member');
    expect(more).toEqual([]);
    expect(plan).toMatchObject({
      label: 'My first student',
      planType: 'Other',
      grade: null,
      meetingDate: null,
      reviewDate: null,
      note: '',
      state,
      version: 1,
      districtId,
      archivedAt: null,
      updatedBy: null,
      createdAt: savedAt,
      updatedAt: savedAt,
    });
    const { db } = at0008.database;
    const current = await db
      .select()
      .from(currentPlans)
      .where(eq(currentPlans.userId, people.member ?? ''));
    expect(current).toEqual([{ userId: people.member, planId: plan?.id }]);
  });

  it('keeps the first 200 items of a larger plan and says so in its history', async () => {
    const [plan] = await planOf('big');
    expect(plan?.state.plan).toEqual(bigState.plan.slice(0, 200));
    expect(plan?.districtId).toBeNull();
    const { db } = at0008.database;
    const events = await db
      .select()
      .from(planEvents)
      .where(eq(planEvents.planId, plan?.id ?? ''));
    expect(events).toMatchObject([
      {
        userId: people.big,
        kind: 'items',
        summary: "Kept the first 200 of 250 accommodations: a student's plan holds at most 200",
      },
    ]);
  });

  it('makes no plan for a user with no saved state, and drops builder_states', async () => {
    expect(await planOf('none')).toEqual([]);
    const { db } = at0008.database;
    // Both drivers answer raw statements with their rows in `rows`.
    const result = (await db.execute(
      sql`select to_regclass('builder_states')::text as found`,
    )) as unknown as { rows: { found: string | null }[] };
    expect(result.rows).toEqual([{ found: null }]);
  });
});
