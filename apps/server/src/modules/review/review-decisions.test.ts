import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ReviewResponseSchema } from '@trellis/shared/review-meeting';
import { users } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { createSignedInUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { NOW, useReviewWorld } from '../../../test/review-world';

// The team's review decisions (issue 18, decision 018): saved by the owner and editors, with
// a history line, checked against the plan's items.

describeEachDatabase('the review meeting: decisions', (createDatabase) => {
  const { ctx, url, as, rosa, rosaPlans, newPlan, loggedPlan } = useReviewWorld(createDatabase);
  const history = async (planId: string) =>
    (await rosaPlans().history(planId))
      .json()
      .events.map((event: { who: string; summary: string }) => `${event.who}: ${event.summary}`);

  it('lets the owner and editors save decisions, with one history line in plan order', async () => {
    const planId = await loggedPlan();
    const res = await as('Ben').save(planId, {
      decisions: [
        { itemKey: 'A1', decision: 'adjust', note: 'Only in the afternoon' },
        { itemKey: 'L1', decision: 'keep' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const review = ReviewResponseSchema.parse(res.json());
    const saved = Object.fromEntries(review.items.map((item) => [item.key, item.saved]));
    expect(saved).toEqual({
      L1: { decision: 'keep', note: '', decidedBy: 'Ben Zimmer', decidedAt: NOW.toISOString() },
      A1: {
        decision: 'adjust',
        note: 'Only in the afternoon',
        decidedBy: 'Ben Zimmer',
        decidedAt: NOW.toISOString(),
      },
      B1: null,
    });
    expect((await history(planId))[0]).toBe('Ben Zimmer: Review decisions: keep L1, adjust A1');

    // Saving the same again changes nothing and says nothing; a changed one is Rosa's now.
    const again = await rosa.save(planId, {
      decisions: [
        { itemKey: 'L1', decision: 'keep' },
        { itemKey: 'A1', decision: 'fade', note: 'Only in the afternoon' },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    const after = ReviewResponseSchema.parse(again.json()).items;
    expect(after.map((item) => [item.key, item.saved?.decision, item.saved?.decidedBy])).toEqual([
      ['L1', 'keep', 'Ben Zimmer'],
      ['A1', 'fade', 'Rosa Diaz'],
      ['B1', undefined, undefined],
    ]);
    const lines = await history(planId);
    expect(lines.filter((line: string) => line.includes('Review decisions'))).toEqual([
      'Rosa Diaz: Review decisions: fade A1',
      'Ben Zimmer: Review decisions: keep L1, adjust A1',
    ]);
  });

  it('names who decided "A former user" once their account is deleted', async () => {
    const planId = await loggedPlan();
    const { user, cookies: cookie } = await createSignedInUser(
      ctx.database.db,
      {
        firstName: 'Dee',
        lastName: 'Parted',
        email: 'dee@example.org',
        accountType: 'district',
        districtId: ctx.mapleId,
      },
      NOW,
    );
    await rosaPlans().share(planId, { userId: user.id, role: 'editor' });
    const res = await ctx.app.inject(
      jsonRequest(
        'PUT',
        url(planId),
        { decisions: [{ itemKey: 'B1', decision: 'remove' }] },
        cookie,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    const review = ReviewResponseSchema.parse((await rosa.get(planId)).json());
    expect(review.items.find((item) => item.key === 'B1')?.saved).toEqual({
      decision: 'remove',
      note: '',
      decidedBy: 'A former user',
      decidedAt: NOW.toISOString(),
    });
  });

  it('refuses items that are not in the plan, at the field', async () => {
    const planId = await newPlan();
    const res = await rosa.save(planId, {
      decisions: [
        { itemKey: 'L1', decision: 'keep' },
        { itemKey: 'C1', decision: 'fade' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Decide only for accommodations that are in this plan.',
      issues: [{ path: 'decisions.1.itemKey', message: 'C1 is not in this plan' }],
    });
    const bad = await rosa.save(planId, { decisions: [{ itemKey: 'L1', decision: 'maybe' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'decisions.0.decision', message: 'Choose keep, adjust, fade or remove' },
    ]);
    expect(
      (await rosa.get(planId)).json().items.every((item: { saved: unknown }) => !item.saved),
    ).toBe(true);
  });

  it('refuses decisions on an archived plan, which still reads', async () => {
    const planId = await loggedPlan();
    expect((await rosaPlans().update(planId, { archived: true })).statusCode).toBe(200);
    const res = await as('Ben').save(planId, { decisions: [{ itemKey: 'L1', decision: 'keep' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'PLAN_ARCHIVED',
      message: 'Restore the plan to record review decisions.',
    });
    const read = await rosa.get(planId);
    expect(read.statusCode).toBe(200);
    // The page says why nothing can be decided.
    expect([read.json().canDecide, read.json().plan.archived]).toEqual([false, true]);
  });
});
