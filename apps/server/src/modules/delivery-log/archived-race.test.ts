import { expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveryLogEntries, studentPlans } from '../../db/schema/index';
import type * as LogAccess from './log-access';
import { describeEachDatabase } from '../../../test/databases';
import { day, entry, useLogApi } from '../../../test/log-api';
import { createLogPlan } from '../../../test/log-team';

// A signed-in save that races the plan's archiving (decision 018): the plan was open when
// the user's access was read, and is archived before the save stores anything. The save
// re-checks the plan under its lock and stores nothing.

const race = vi.hoisted(() => ({ afterAccess: null as null | (() => Promise<void>) }));

// Runs the test's step once, between reading the user's access and saving.
vi.mock('./log-access', async (importOriginal) => {
  const actual = await importOriginal<typeof LogAccess>();
  return {
    ...actual,
    logAccessFor: async (...args: Parameters<typeof actual.logAccessFor>) => {
      const access = await actual.logAccessFor(...args);
      const step = race.afterAccess;
      race.afterAccess = null;
      await step?.();
      return access;
    },
  };
});

describeEachDatabase('the delivery log signed in, racing archiving', (createDatabase) => {
  const { ctx, now, as } = useLogApi(createDatabase);

  it('refuses a save when the plan is archived after the access was read', async () => {
    const { planId } = await createLogPlan(ctx.app, ctx.team);
    const { db } = ctx.database;
    race.afterAccess = async () => {
      await db.update(studentPlans).set({ archivedAt: now }).where(eq(studentPlans.id, planId));
    };
    const res = await as('Ben').save(planId, day([entry('A1')]));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('PLAN_ARCHIVED');
    expect(race.afterAccess).toBeNull();
    const stored = await db
      .select()
      .from(deliveryLogEntries)
      .where(eq(deliveryLogEntries.planId, planId));
    expect(stored).toEqual([]);
  });
});
