import { expect, it } from 'vitest';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { describeEachDatabase } from '../../../test/databases';
import { pdfPageCount, pdfText } from '../../../test/pdf-text';
import { TODAY, useReviewWorld } from '../../../test/review-world';

// The review summary on paper for the meeting (issue 18): one landscape page for about a
// dozen items, more beyond.

describeEachDatabase('the review meeting: the PDF', (createDatabase) => {
  const { rosa, newPlan, addImplementer, loggedPlan } = useReviewWorld(createDatabase);

  it('prints the summary on one page: figures, suggestion, decision and who confirmed', async () => {
    const planId = await loggedPlan();
    await rosa.save(planId, {
      decisions: [{ itemKey: 'A1', decision: 'adjust', note: 'Only in the afternoon' }],
    });
    const res = await rosa.pdf(planId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trellis-review-j-t-${TODAY}.pdf"; filename*=UTF-8''trellis-review-j-t-${TODAY}.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await pdfPageCount(res.rawPayload)).toBe(1);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Review summary: J.T.',
      'IEP · Review date December 10, 2026 · Case manager Rosa Diaz',
      'Figures from the delivery log, October 5, 2026 to November 24, 2026.',
      'L1 · Audiobooks',
      'Last logged Nov 23',
      '100 %',
      '63 %',
      '4/5',
      'of 8',
      'Fade:',
      'Fade: used less and less',
      'Adjust:',
      'afternoon',
      '✓ Ms. Rivera',
      'Mr. Okafor',
      'Nobody named',
      'Not decided yet',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('✓ Mr. Okafor');
  });

  it('says on paper that nothing is logged yet, instead of a range', async () => {
    const planId = await newPlan();
    const res = await rosa.pdf(planId);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Nothing is logged yet (to November 24, 2026).');
    expect(text).not.toContain('Figures from the delivery log');
  });

  it('fits a dozen items on one page and continues on more pages beyond', async () => {
    const keyed = (count: number): StudentPlanState => ({
      strengths: [],
      needs: [],
      plan: Array.from({ length: count }, (_, index) => ({
        key: `L${index + 1}`,
        title: `Accommodation number ${index + 1} with a longer title`,
      })),
    });
    const decisions = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        itemKey: `L${index + 1}`,
        decision: 'adjust',
        note: 'The team agreed to try it in the morning block and to look at it again in six weeks.',
      }));
    const twelve = await newPlan(keyed(12));
    await addImplementer(twelve, {
      name: 'Ms. Rivera',
      email: 'rivera@school.example.org',
      items: keyed(12).plan.map((item) => item.key),
    });
    await rosa.save(twelve, { decisions: decisions(12) });
    const one = await rosa.pdf(twelve);
    expect(await pdfPageCount(one.rawPayload)).toBe(1);
    expect(await pdfText(one.rawPayload)).toContain('L12 · Accommodation');

    const forty = await newPlan(keyed(40));
    await rosa.save(forty, { decisions: decisions(40) });
    const more = await rosa.pdf(forty);
    expect(await pdfPageCount(more.rawPayload)).toBeGreaterThan(1);
    const text = await pdfText(more.rawPayload);
    expect(text).toContain('L40 · Accommodation');
    expect(text).toContain('Page 2 of');
  });
});
