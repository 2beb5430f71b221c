import { expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { reminderMails } from '../../db/schema/index';
import { NO_PASSWORD_YET } from '../../domain/accounts/password';
import { updateSubscriptionEnd } from '../../domain/accounts/users.repository';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createUser } from '../../../test/factories';
import { DAY, HOUR, useReminderWorld } from '../../../test/reminder-world';
import { runReminderPass } from './reminders.service';

/** The end of the subscriptions of these tests: Friday 15 January 2027, 10:00 UTC. */
const ENDS = new Date('2027-01-15T10:00:00Z');
const daysBefore = (days: number, end = ENDS) => new Date(end.getTime() - days * DAY);
const SUBJECT = 'Your Trellis subscription ends on January 15, 2027';
const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text;

describeEachDatabase('renewal reminders', (createDatabase, engine) => {
  const t = useReminderWorld(createDatabase);
  const { world } = t;
  const pass = (deps = t.deps()) => runReminderPass(deps);
  const renewalMails = () =>
    world.smtp.messages.filter((mail) => mail.subject?.startsWith('Your Trellis subscription'));
  const storedKeys = async () =>
    (
      await world.database.db
        .select()
        .from(reminderMails)
        .where(eq(reminderMails.kind, 'renewal'))
        .orderBy(asc(reminderMails.createdAt), asc(reminderMails.dedupeKey))
    ).map((row) => [row.dedupeKey, row.mailStatus]);
  const individual = (name: string, values: { end?: Date; passwordHash?: string } = {}) =>
    createUser(world.database.db, {
      firstName: name,
      email: `${name.toLowerCase()}@example.org`,
      accountType: 'individual',
      subscriptionExpiresAt: values.end ?? ENDS,
      ...(values.passwordHash ? { passwordHash: values.passwordHash } : {}),
    });

  it('e-mails 30, 7 and 1 days before the end, once each, and nothing after it', async () => {
    const ann = await individual('Ann');
    const key = (step: number) => `renewal:${ann.id}:2027-01-15:${step}`;

    t.at(new Date(daysBefore(30).getTime() - 1_000));
    await pass();
    expect(renewalMails()).toHaveLength(0);
    t.at(daysBefore(31));
    await pass();
    expect(renewalMails()).toHaveLength(0);

    t.at(daysBefore(30));
    expect(await pass()).toMatchObject({ stored: 1, finished: 1, failed: 0 });
    const [first] = renewalMails();
    expect(first?.subject).toBe(SUBJECT);
    expect(first && toOf(first)).toBe(ann.email);
    expect(first?.text).toContain('Hello Ann,');
    expect(first?.text).toContain('ends on January 15, 2027, in 30 days');
    expect(first?.text).toContain('the builder, browse and search close until you renew');
    expect(first?.text).toContain('Your saved plans are kept.');
    expect(first?.text).toContain('$39.95');
    expect(first?.text).toContain('http://localhost:3000/my-account');
    expect(first?.html).toContain('href="http://localhost:3000/my-account"');

    for (const days of [29, 20, 8]) {
      t.at(daysBefore(days));
      await pass();
    }
    expect(renewalMails()).toHaveLength(1);

    t.at(daysBefore(7));
    await pass();
    t.at(new Date(daysBefore(7).getTime() + HOUR));
    await pass();
    expect(renewalMails()).toHaveLength(2);
    expect(renewalMails()[1]?.text).toContain('in 7 days');

    t.at(daysBefore(1));
    await pass();
    t.at(new Date(ENDS.getTime() - HOUR));
    await pass();
    expect(renewalMails()).toHaveLength(3);
    expect(renewalMails()[2]?.text).toContain('ends on January 15, 2027, within a day');

    for (const when of [ENDS, new Date(ENDS.getTime() + 2 * DAY)]) {
      t.at(when);
      await pass();
    }
    expect(renewalMails()).toHaveLength(3);
    expect(await storedKeys()).toEqual([
      [key(30), 'sent'],
      [key(7), 'sent'],
      [key(1), 'sent'],
    ]);
  });

  it('sends only the nearest step to an account first seen inside several', async () => {
    const bea = await individual('Bea');
    const cy = await individual('Cy', { end: new Date(ENDS.getTime() - 4 * DAY) });
    t.at(daysBefore(5));
    await pass();
    // Bea: 5 days left, the 7-day reminder only. Cy: 1 day left, the 1-day reminder only.
    expect(renewalMails().map(toOf).sort()).toEqual([bea.email, cy.email]);
    expect((await storedKeys()).map(([key]) => key).sort()).toEqual(
      [`renewal:${bea.id}:2027-01-15:7`, `renewal:${cy.id}:2027-01-11:1`].sort(),
    );
    t.at(daysBefore(2));
    await pass();
    expect(renewalMails()).toHaveLength(2);
  });

  it('starts a new series when a renewal moves the end, and skips a pending one it made stale', async () => {
    const dan = await individual('Dan');
    t.at(daysBefore(30));
    expect(await pass(t.deps({ mailer: await t.failingMailer() }))).toMatchObject({
      stored: 1,
      finished: 0,
    });
    // Renewed before the retry: one year more from the old end.
    const newEnd = new Date('2028-01-15T10:00:00Z');
    await updateSubscriptionEnd(world.database.db, dan.id, newEnd, world.now);
    t.at(new Date(daysBefore(30).getTime() + HOUR));
    expect(await pass()).toMatchObject({ stored: 0, finished: 1 });
    expect(renewalMails()).toHaveLength(0);
    expect(await storedKeys()).toEqual([[`renewal:${dan.id}:2027-01-15:30`, 'skipped']]);

    t.at(daysBefore(7));
    await pass();
    expect(renewalMails()).toHaveLength(0);

    t.at(daysBefore(30, newEnd));
    await pass();
    expect(renewalMails().map((mail) => mail.subject)).toEqual([
      'Your Trellis subscription ends on January 15, 2028',
    ]);
  });

  it('never e-mails district members, ended subscriptions or accounts never completed', async () => {
    const district = await createDistrict(world.database.db, {
      expiresAt: new Date(ENDS.getTime() - 3 * DAY),
    });
    await createUser(world.database.db, {
      accountType: 'district',
      districtId: district.id,
      // Not an individual: a stray end date does not make them one.
      subscriptionExpiresAt: ENDS,
    });
    await createUser(world.database.db, { accountType: 'district', districtId: district.id });
    await individual('Ended', { end: daysBefore(40) });
    await individual('Waiting', { passwordHash: NO_PASSWORD_YET });
    for (const days of [30, 7, 5, 1]) {
      t.at(daysBefore(days));
      await pass();
    }
    expect(renewalMails()).toHaveLength(0);
    expect(await storedKeys()).toEqual([]);
  });

  it('sends each reminder once when servers run their passes at the same time', async () => {
    const people = await Promise.all(['Eve', 'Fay', 'Gus'].map((name) => individual(name)));
    t.at(daysBefore(7));
    const others = await t.otherServers(engine);
    const results = await Promise.all([
      pass(),
      ...others.map((database) => pass(t.deps({ database }))),
    ]);
    expect(results.reduce((sum, result) => sum + result.stored, 0)).toBe(3);
    expect(renewalMails().map(toOf).sort()).toEqual(people.map((person) => person.email).sort());
    expect((await storedKeys()).every(([, status]) => status === 'sent')).toBe(true);
  });
});
