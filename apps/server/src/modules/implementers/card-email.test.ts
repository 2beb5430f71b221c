import { expect, it } from 'vitest';
import { paths } from '@trellis/shared/web-paths';
import type { MailMessage } from '../../mail/mailer';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import { useLogApi } from '../../../test/log-api';
import { createLogPlan } from '../../../test/log-team';
import { buildTestApp, testConfig } from '../../../test/test-app';

// What the card e-mail tells an implementer beyond the card (issue 18): everyone that the
// link logs each week too, and a colleague with an account that they can log signed in.

describeEachDatabase('the card e-mail', (createDatabase) => {
  const { ctx, now } = useLogApi(createDatabase);

  it('tells everyone the link logs each week, and a colleague where to log signed in', async () => {
    const sent: MailMessage[] = [];
    const app = await buildTestApp(ctx.database, {
      clock: { now: () => now },
      mailer: {
        send: async (message) => {
          sent.push(message);
          return { id: 'recorded', status: 'sent' };
        },
      },
    });
    try {
      const { planId, rivera, ina } = await createLogPlan(ctx.app, ctx.team);
      for (const implementerId of [rivera, ina]) {
        const url = `/api/v1/plans/${planId}/implementers/${implementerId}/card`;
        const res = await app.inject(jsonRequest('POST', url, {}, ctx.team.cookies.Rosa));
        expect(res.statusCode, res.body).toBe(200);
      }
      const to = (name: string) => sent.find((message) => message.text.includes(`Hello ${name},`));
      const logPage = `${testConfig().PUBLIC_URL}${paths.students.monitoring(planId)}`;
      const toIna = to('Ina Teacher')?.text ?? '';
      const toRivera = to('Ms. Rivera')?.text ?? '';
      expect(toIna).toContain(
        'Use the same link each week to log, in a few taps, whether you provided it and how it worked.',
      );
      expect(toIna).toContain(`Signed in to Trellis, you can log at ${logPage}.`);
      expect(toRivera).toContain(
        'Use the same link each week to log, in a few taps, whether you provided them and how they worked.',
      );
      expect(toRivera).not.toContain('Signed in to Trellis');
      for (const text of [toIna, toRivera]) {
        expect(text.trimEnd()).toMatch(
          /Keep this link to yourself: it opens this student's card and log\.$/,
        );
      }
    } finally {
      await app.close();
    }
  });
});
