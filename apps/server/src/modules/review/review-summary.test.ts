import { expect, it } from 'vitest';
import { ReviewResponseSchema } from '@trellis/shared/review-meeting';
import { describeEachDatabase } from '../../../test/databases';
import { TODAY, useReviewWorld } from '../../../test/review-world';

// The review summary (issue 18, decision 018): per item in plan order, who provides it, the
// log's figures and the suggestion, for anyone who may see the plan.

describeEachDatabase('the review meeting: the summary', (createDatabase) => {
  const { ctx, url, as, rosa, newPlan, loggedPlan } = useReviewWorld(createDatabase);

  it('sums up each item in plan order: statement, providers, figures and a suggestion', async () => {
    const planId = await loggedPlan();
    const res = await rosa.get(planId);
    expect(res.statusCode, res.body).toBe(200);
    const review = ReviewResponseSchema.parse(res.json());
    expect(review.plan).toEqual({
      label: 'J.T.',
      planType: 'IEP',
      grade: null,
      reviewDate: '2026-12-10',
      caseManager: 'Rosa Diaz',
      archived: false,
    });
    expect({ from: review.from, to: review.to, canDecide: review.canDecide }).toEqual({
      from: '2026-10-05',
      to: TODAY,
      canDecide: true,
    });
    expect(review.items.map((item) => item.key)).toEqual(['L1', 'A1', 'B1']);
    const [l1, a1, b1] = review.items;
    expect(a1?.statement).toContain('J.T.');
    expect(a1?.statement).toContain('time and a half');
    // Rivera confirmed a card holding L1 only: A1 was added to her items after it.
    expect(l1?.providers).toEqual([
      { name: 'Mr. Okafor', acknowledgedAt: null },
      { name: 'Ms. Rivera', acknowledgedAt: '2026-11-03T10:00:00.000Z' },
    ]);
    expect(a1?.providers).toEqual([{ name: 'Ms. Rivera', acknowledgedAt: null }]);
    expect(b1?.providers).toEqual([]);
    expect(l1?.figures).toEqual({ occasions: 8, providedShare: 1, useShare: 5 / 8, meanRating: 4 });
    expect(l1?.lastLoggedOn).toBe('2026-11-23');
    expect(l1?.suggestion).toEqual({
      decision: 'fade',
      reason:
        'used less and less (from 100 % to 25 %) while it works when used (rated 4/5): consider fading it step by step',
      lowData: false,
    });
    expect(a1?.figures).toEqual({ occasions: 2, providedShare: 0.5, useShare: 1, meanRating: 3 });
    expect(a1?.suggestion.lowData).toBe(true);
    expect(b1?.suggestion.reason).toBe(
      'nobody has logged it: find out whether it is being provided',
    );
    expect(b1?.lastLoggedOn).toBeNull();
    expect(review.items.every((item) => item.saved === null)).toBe(true);
  });

  it('has no range while nothing is logged yet', async () => {
    const planId = await newPlan();
    const review = ReviewResponseSchema.parse((await rosa.get(planId)).json());
    // Not the plan's start: the page and the PDF say "Nothing is logged yet" instead.
    expect({ from: review.from, to: review.to }).toEqual({ from: null, to: TODAY });
  });

  it('lets a viewer read the summary and its PDF but not save; a stranger learns nothing', async () => {
    const planId = await loggedPlan();
    const vic = as('Vic');
    const read = await vic.get(planId);
    expect(read.statusCode).toBe(200);
    expect(read.json().canDecide).toBe(false);
    expect((await vic.pdf(planId)).statusCode).toBe(200);
    const refused = await vic.save(planId, { decisions: [{ itemKey: 'L1', decision: 'keep' }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    const stan = as('Stan');
    for (const res of [
      await stan.get(planId),
      await stan.pdf(planId),
      await stan.save(planId, { decisions: [{ itemKey: 'L1', decision: 'keep' }] }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const signedOut = await ctx.app.inject({ method: 'GET', url: url(planId) });
    expect(signedOut.statusCode).toBe(401);
    expect(
      (await rosa.get(planId)).json().items.every((item: { saved: unknown }) => !item.saved),
    ).toBe(true);
  });
});
