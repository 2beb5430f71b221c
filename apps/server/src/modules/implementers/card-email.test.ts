import { expect, it } from 'vitest';
import { paths } from '@trellis/shared/web-paths';
import type { MailMessage } from '../../mail/mailer';
import { describeEachDatabase } from '../../../test/databases';
import { jsonRequest } from '../../../test/http';
import { useLogApi } from '../../../test/log-api';
import { createLogPlan } from '../../../test/log-team';
import { buildTestApp, testConfig } from '../../../test/test-app';

// What the card e-mail tells an implementer beyond the card (issue 18): a colleague with an
// account learns they can log signed in too.

describeEachDatabase('the card e-mail', (createDatabase) => {
  const { ctx, now } = useLogApi(createDatabase);

  it('tells a colleague with an account where to log signed in, and nobody else', async () => {
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
      expect(to('Ina Teacher')?.text).toContain(
        `Signed in to Trellis, you can also log at ${logPage}.`,
      );
      expect(to('Ms. Rivera')?.text).toBeDefined();
      expect(to('Ms. Rivera')?.text).not.toContain('Signed in to Trellis');
    } finally {
      await app.close();
    }
  });
});
