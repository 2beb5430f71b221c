import { expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { describeEachDatabase } from '../../../test/databases';
import { FRIDAY_NOON, useReminderWorld } from '../../../test/reminder-world';
import { runReminderPass } from './reminders.service';

// The weekly reminder hands its link to the mailer as the card e-mails do: the mail layer
// prints it only for a developer's local outbox (mail/mailer.ts), never when it is sent.

describeEachDatabase('the log reminder’s link and the mailer', (createDatabase) => {
  const t = useReminderWorld(createDatabase);

  it('gives the mailer the link the e-mail carries', async () => {
    const rosa = await t.newOwner();
    const planId = await t.newPlan(rosa);
    await t.addImplementer(rosa, planId, { name: 'Ms Rivera', items: ['A1'] });
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: async (message) => {
        sent.push(message);
        return { id: 'recorded', status: 'sent' };
      },
    };
    t.at(FRIDAY_NOON);
    await runReminderPass(t.deps({ mailer }));
    const reminders = sent.filter((message) => message.kind === 'log-reminder');
    expect(reminders).toHaveLength(1);
    const [link] = reminders[0]?.links ?? [];
    expect(link).toMatch(/^http:\/\/localhost:3000\/log\/[A-Za-z0-9_-]{43}$/);
    expect(reminders[0]?.text).toContain(link);
  });
});
