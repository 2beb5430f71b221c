import { expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PLANS_PER_USER_MAX } from '@trellis/shared/student-plans';
import type { Db } from '../../db/client';
import { studentPlans } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { createSignedInUser } from '../../../test/factories';
import { plansApi } from '../../../test/plans-api';
import { countQueries } from '../../../test/query-count';
import { useTestApp } from '../../../test/test-app';

const now = new Date('2026-11-24T09:00:00Z');

/** Gives the user `n` plans at once, straight into the table. */
async function givePlans(db: Db, ownerId: string, n: number) {
  const state = { strengths: [], needs: [], plan: [{ key: 'B1', title: 'Visual Schedule' }] };
  await db.insert(studentPlans).values(
    Array.from({ length: n }, (_, i) => ({
      ownerId,
      label: `S${String(i).padStart(4, '0')}`,
      planType: 'IEP',
      state,
      reviewDate: i % 3 === 0 ? null : `2027-0${1 + (i % 9)}-15`,
    })),
  );
}

async function ownedBy(db: Db, ownerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(studentPlans)
    .where(eq(studentPlans.ownerId, ownerId));
  return row?.n;
}

describeEachDatabase('student plans: limits and size', (createDatabase, engine) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));

  it(`refuses a plan beyond ${PLANS_PER_USER_MAX}, archived ones counted`, async () => {
    const { user, cookies } = await createSignedInUser(ctx.database.db, {}, now);
    const api = plansApi(() => ctx.app, cookies);
    await givePlans(ctx.database.db, user.id, PLANS_PER_USER_MAX - 1);
    const last = await api.create({ label: 'The last one' });
    expect(last.statusCode).toBe(201);
    await api.update(last.json().id, { archived: true });
    const refused = await api.create({ label: 'One too many', copyFrom: last.json().id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'LIMIT_REACHED',
      message:
        'You have 1,000 student plans, the most one account can keep. Delete plans you no longer need (archived ones count too) to start a new one.',
    });
    expect(await ownedBy(ctx.database.db, user.id)).toBe(PLANS_PER_USER_MAX);
    expect((await api.remove(last.json().id)).statusCode).toBe(204);
    expect((await api.create({ label: 'Room again' })).statusCode).toBe(201);
  });

  it('holds the limit when creations arrive together', async () => {
    const { user, cookies } = await createSignedInUser(ctx.database.db, {}, now);
    const api = plansApi(() => ctx.app, cookies);
    await givePlans(ctx.database.db, user.id, PLANS_PER_USER_MAX - 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.create({ label: `Racer ${i}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await ownedBy(ctx.database.db, user.id)).toBe(PLANS_PER_USER_MAX);
  });

  it('lists 300 plans with as many queries as 1, quickly', async () => {
    const { user, cookies } = await createSignedInUser(ctx.database.db, {}, now);
    const api = plansApi(() => ctx.app, cookies);
    await givePlans(ctx.database.db, user.id, 1);
    // Read once before each count, so both leave out the session look-up (then cached).
    await api.list();
    let queries = countQueries(engine);
    expect((await api.list()).json().plans).toHaveLength(1);
    const forOne = queries.count();
    queries.stop();

    await givePlans(ctx.database.db, user.id, 299);
    await api.list();
    queries = countQueries(engine);
    const started = performance.now();
    const res = await api.list();
    const took = performance.now() - started;
    expect(queries.count()).toBe(forOne);
    queries.stop();
    const { plans } = res.json();
    expect(plans).toHaveLength(300);
    expect(plans.every((plan: { itemCount: number }) => plan.itemCount === 1)).toBe(true);
    const dates = plans.map((plan: { reviewDate: string | null }) => plan.reviewDate);
    const firstNull = dates.indexOf(null);
    expect(dates.slice(0, firstNull)).toEqual([...dates.slice(0, firstNull)].sort());
    expect(dates.slice(firstNull).every((date: string | null) => date === null)).toBe(true);
    expect(took).toBeLessThan(2000);
  });
});
