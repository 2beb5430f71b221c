import { expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveryLogEntries, studentPlans } from '../../db/schema/index';
import type * as CardsService from './cards.service';
import { describeEachDatabase } from '../../../test/databases';
import { day, entry, useLogApi } from '../../../test/log-api';
import { createLink, createLogPlan } from '../../../test/log-team';

// A link's save that races the plan's archiving (decision 018): the link was good when it
// was opened, the plan is archived before the save stores anything. The save re-checks the
// plan under its lock and stores nothing.

const race = vi.hoisted(() => ({ afterOpen: null as null | (() => Promise<void>) }));

// Runs the test's step once, between opening the link and saving.
vi.mock('./cards.service', async (importOriginal) => {
  const actual = await importOriginal<typeof CardsService>();
  return {
    ...actual,
    openLink: async (...args: Parameters<typeof actual.openLink>) => {
      const opened = await actual.openLink(...args);
      const step = race.afterOpen;
      race.afterOpen = null;
      await step?.();
      return opened;
    },
  };
});

describeEachDatabase('the delivery log through a link, racing archiving', (createDatabase) => {
  const { ctx, now, saveByLink } = useLogApi(createDatabase);

  it('stores nothing when the plan is archived after the link was opened', async () => {
    const { planId, rivera } = await createLogPlan(ctx.app, ctx.team);
    const token = await createLink(ctx.database.db, {
      planId,
      implementerId: rivera,
      purpose: 'log',
      now,
    });
    const { db } = ctx.database;
    race.afterOpen = async () => {
      await db.update(studentPlans).set({ archivedAt: now }).where(eq(studentPlans.id, planId));
    };
    const res = await saveByLink(token, day([entry('A1')]));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(race.afterOpen).toBeNull();
    const stored = await db
      .select()
      .from(deliveryLogEntries)
      .where(eq(deliveryLogEntries.planId, planId));
    expect(stored).toEqual([]);
  });
});
