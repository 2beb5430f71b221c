import { expect, it } from 'vitest';
import type { Accommodation } from '@trellis/shared/content';
import type { Tier } from '@trellis/shared/content-constants';
import { indexLibrary } from '../../content/content-index';
import { describeEachDatabase } from '../../../test/databases';
import { loadValidContent } from '../../../test/content-fixture';
import { districtApi, insertPlan, useDistrictWorld } from '../../../test/district-admin-world';

const MANY = Array.from({ length: 17 }, (_, index) => `L${10 + index}`);

/** The fixture library with a few Tier 2 and 3 items added (L1 stays Tier 1). */
async function tieredContent() {
  const { library } = await loadValidContent();
  const base = library.accommodations.find((entry) => entry.key === 'L1');
  if (!base) throw new Error('the fixture library has no L1');
  const item = (key: string, number: number, title: string, tier: Tier): Accommodation => ({
    ...base,
    key,
    number,
    title,
    tier,
  });
  const added = [
    item('L2', 2, 'Zebra Notes', 2),
    item('L3', 3, 'Alpha Breaks', 3),
    item('L4', 4, 'Movement Breaks', 2),
    item('L5', 5, 'Rare Support', 3),
    // Enough for the limit: 17 more Tier 2 items.
    ...MANY.map((key, index) => item(key, 10 + index, `Many ${key}`, 2)),
  ];
  return indexLibrary({ ...library, accommodations: [...library.accommodations, ...added] });
}

describeEachDatabase('district console: universal supports', (createDatabase) => {
  const ctx = useDistrictWorld(createDatabase, new Date('2026-11-24T09:00:00Z'), async () => ({
    content: await tieredContent(),
  }));

  it('lists Tier 2 and 3 items on two or more live plans, most frequent first, then by title', async () => {
    const { maple, cedar, ben, cy, pia, ana } = ctx.world;
    const plan = (ownerId: string, districtId: string, keys: string[], archived = false) =>
      insertPlan(ctx.database.db, { ownerId, districtId, label: 'S', keys }, ctx.now, archived);
    await plan(ben.id, maple.id, ['L1', 'L2', 'L3', 'L4']);
    await plan(ben.id, maple.id, ['L1', 'L2', 'L3', 'L5']);
    await plan(cy.id, maple.id, ['L1', 'L2', 'L4', 'C99']);
    // Neither an archived plan nor another district's counts: L5 stays on one plan.
    await plan(cy.id, maple.id, ['L5', 'L3'], true);
    await plan(pia.id, cedar.id, ['L5', 'L3']);

    const res = await districtApi(() => ctx.app, ana.cookies).get('/universal-supports');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      planCount: 3,
      items: [
        { accommodationId: 'L2', title: 'Zebra Notes', tier: 2, students: 3, percent: 100 },
        { accommodationId: 'L3', title: 'Alpha Breaks', tier: 3, students: 2, percent: 67 },
        { accommodationId: 'L4', title: 'Movement Breaks', tier: 2, students: 2, percent: 67 },
      ],
    });
  });

  it('keeps at most 15 items', async () => {
    const { cedar, pia, olga } = ctx.world;
    const api = districtApi(() => ctx.app, olga.cookies);
    // Cedar's one live plan so far: nothing is on two plans.
    expect((await api.get('/universal-supports')).json()).toEqual({ planCount: 1, items: [] });
    for (let copy = 0; copy < 2; copy += 1) {
      await insertPlan(
        ctx.database.db,
        { ownerId: pia.id, districtId: cedar.id, label: 'S', keys: MANY },
        ctx.now,
      );
    }
    const { planCount, items } = (await api.get('/universal-supports')).json();
    expect(planCount).toBe(3);
    expect(items.map((entry: { accommodationId: string }) => entry.accommodationId)).toEqual(
      MANY.slice(0, 15),
    );
  });
});
