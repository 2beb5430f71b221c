import { expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { LOG_LINK_DAYS } from '@trellis/shared/delivery-log';
import { accessLinks, reminderMails } from '../../db/schema/index';
import { loggerKeys, upsertLogEntries } from '../../domain/monitoring/delivery-log.repository';
import { linkTokenHash } from '../../domain/monitoring/link-tokens';
import { describeEachDatabase } from '../../../test/databases';
import { linkIn } from '../../../test/smtp';
import { DAY, FRIDAY_NOON, HOUR, MONDAY, useReminderWorld } from '../../../test/reminder-world';
import { PAUSE_HINT } from './reminder-mail';
import { runReminderPass } from './reminders.service';

const LOG_SUBJECT = "Log this week's accommodations for J.T.";
const logLinkOf = (mail: ParsedMail | undefined) =>
  linkIn(mail, /https?:\/\/\S+\/log\/[A-Za-z0-9_-]{43}/);
const recipients = (mails: ParsedMail[]) =>
  mails.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text).sort();

describeEachDatabase('reminder jobs', (createDatabase, engine) => {
  const t = useReminderWorld(createDatabase);
  const { world, linkApi } = t;
  const pass = (deps = t.deps()) => runReminderPass(deps);
  /** The reminder e-mails received so far (not the cards). */
  const reminders = (subject: string | RegExp = LOG_SUBJECT) =>
    world.smtp.messages.filter((mail) =>
      typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? ''),
    );
  const stored = () =>
    world.database.db.select().from(reminderMails).orderBy(asc(reminderMails.dedupeKey));

  it('reminds implementers from Friday noon, once a week, with a log link of their own', async () => {
    const rosa = await t.newOwner();
    const planId = await t.newPlan(rosa);
    const rivera = await t.addImplementer(rosa, planId, { name: 'Ms Rivera', items: ['A1', 'L1'] });
    const stone = await t.addImplementer(rosa, planId, { name: 'Mr Stone', items: ['B1'] });

    t.at(new Date(FRIDAY_NOON.getTime() - 60_000));
    await pass();
    expect(reminders()).toHaveLength(0);
    expect(await stored()).toHaveLength(0);

    t.at(FRIDAY_NOON);
    expect(await pass()).toMatchObject({ stored: 2, finished: 2, failed: 0 });
    const mails = reminders();
    expect(recipients(mails)).toEqual([rivera.email, stone.email].sort());
    const toRivera = mails.find((mail) => mail.text?.includes('Hello Ms Rivera'));
    expect(toRivera?.replyTo?.text).toBe(rosa.user.email);
    expect(toRivera?.text).toContain('Extended Time');
    expect(toRivera?.text).toContain('Audiobooks');
    expect(toRivera?.text).not.toContain('Visual Schedule');
    expect(toRivera?.text).toContain(PAUSE_HINT);
    const token = logLinkOf(toRivera).slice(-43);
    const [link] = await world.database.db
      .select()
      .from(accessLinks)
      .where(eq(accessLinks.tokenHash, linkTokenHash(token)));
    expect(link).toMatchObject({
      purpose: 'log',
      planId,
      implementerId: rivera.id,
      sentTo: rivera.email,
      items: ['A1', 'L1'],
      revokedAt: null,
      expiresAt: new Date(FRIDAY_NOON.getTime() + LOG_LINK_DAYS * DAY),
    });
    const opened = await linkApi.open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      student: 'J.T.',
      implementer: { name: 'Ms Rivera' },
      items: [{ key: 'A1' }, { key: 'L1' }],
      remindersPaused: false,
    });
    // The card link keeps working beside it.
    const cards = await world.database.db
      .select()
      .from(accessLinks)
      .where(eq(accessLinks.implementerId, rivera.id));
    expect(cards.find((row) => row.purpose === 'card')?.revokedAt).toBeNull();
    expect(
      (await stored()).map((row) => [row.dedupeKey, row.mailStatus, row.mailAttempts]),
    ).toEqual(
      [rivera, stone]
        .map((person) => [`log:${person.id}:${MONDAY}`, 'sent', 1])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    t.at(new Date(FRIDAY_NOON.getTime() + 2 * DAY));
    expect(await pass()).toMatchObject({ stored: 0, finished: 0 });
    expect(reminders()).toHaveLength(2);

    // The link is in the e-mail only: no log line holds it.
    expect(world.logLines.some((line) => line.includes(token))).toBe(false);
    expect(world.logLines.join('')).toContain('reminder pass');

    // Next week they are reminded again, whatever they logged the week before.
    expect((await linkApi.log(token, MONDAY)).statusCode).toBe(200);
    t.at(new Date(FRIDAY_NOON.getTime() + 7 * DAY));
    await pass();
    const weekTwo = reminders().slice(2);
    expect(recipients(weekTwo)).toEqual([rivera.email, stone.email].sort());

    // Through the week's links: Mr Stone pauses his reminder, Ms Rivera logs on Thursday.
    const linkOf = (name: string) =>
      logLinkOf(weekTwo.find((mail) => mail.text?.includes(`Hello ${name}`))).slice(-43);
    expect((await linkApi.pause(linkOf('Mr Stone'))).json()).toEqual({ remindersPaused: true });
    t.at(new Date(FRIDAY_NOON.getTime() + 13 * DAY));
    const thursday = '2026-12-17';
    expect((await linkApi.log(linkOf('Ms Rivera'), thursday, 'day')).statusCode).toBe(200);
    t.at(new Date(FRIDAY_NOON.getTime() + 14 * DAY));
    await pass();
    expect(reminders()).toHaveLength(4);
  });

  it('does not remind the paused, those who logged, had no card, lost their items, or of archived plans', async () => {
    const rosa = await t.newOwner();
    const planId = await t.newPlan(rosa, {
      items: [
        { key: 'A1', title: 'Extended Time' },
        { key: 'B1', title: 'Visual Schedule' },
      ],
    });
    const due = await t.addImplementer(rosa, planId, { name: 'Due Person', items: ['A1'] });
    const loggedLastWeek = await t.addImplementer(rosa, planId, {
      name: 'Last Week',
      items: ['A1'],
    });
    const paused = await t.addImplementer(rosa, planId, { name: 'Paused Person', items: ['A1'] });
    const loggedDay = await t.addImplementer(rosa, planId, { name: 'Logged Day', items: ['A1'] });
    const loggedWeek = await t.addImplementer(rosa, planId, { name: 'Logged Week', items: ['A1'] });
    await t.addImplementer(rosa, planId, { name: 'No Card', items: ['A1'], card: false });
    const withdrawn = await t.addImplementer(rosa, planId, { name: 'Withdrawn', items: ['A1'] });
    const moved = await t.addImplementer(rosa, planId, { name: 'Moved', items: ['A1'] });
    await t.addImplementer(rosa, planId, { name: 'Items Gone', items: ['B1'] });

    await t.pause(paused.id);
    const entry = (implementerId: string, period: 'day' | 'week', startsOn: string) => ({
      planId,
      itemKey: 'A1',
      period,
      startsOn,
      loggerKey: loggerKeys.implementer(implementerId),
      role: 'implementer',
      implementerId,
      loggerName: 'Someone',
      provided: 'full',
      createdAt: world.now,
      updatedAt: world.now,
    });
    await upsertLogEntries(world.database.db, [
      entry(loggedDay.id, 'day', '2026-12-02'),
      entry(loggedWeek.id, 'week', MONDAY),
      entry(loggedLastWeek.id, 'day', '2026-11-29'),
    ]);
    const url = t.implementersUrl(planId);
    await t.implementerRequest(rosa, 'POST', `${url}/${withdrawn.id}/revoke`);
    const movedBody = {
      name: 'Moved',
      email: 'moved@elsewhere.example.org',
      classOrPeriod: '',
      items: ['A1'],
    };
    await t.implementerRequest(rosa, 'PATCH', `${url}/${moved.id}`, movedBody);
    // B1 leaves the plan: "Items Gone" has nothing left to provide.
    const api = await rosa.plans();
    const saved = await api.saveState(planId, {
      state: { strengths: [], needs: [], plan: [{ key: 'A1', title: 'Extended Time' }] },
      version: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const archivedPlan = await t.newPlan(rosa, { label: 'K.L.' });
    await t.addImplementer(rosa, archivedPlan, { name: 'On Archived', items: ['A1'] });
    await t.updatePlan(rosa, archivedPlan, { archived: true });
    const lapsed = await t.newOwner('Lapsed');
    const lapsedPlan = await t.newPlan(lapsed, { label: 'M.N.' });
    await t.addImplementer(lapsed, lapsedPlan, { name: 'Of Lapsed Owner', items: ['A1'] });
    await t.deactivateDistrict(lapsed);

    t.at(FRIDAY_NOON);
    await pass();
    const mails = reminders(/^Log this week/);
    expect(recipients(mails)).toEqual([due.email, loggedLastWeek.email].sort());
  });

  it('keeps a failed e-mail pending and sends it once on a later pass; drops one no longer due', async () => {
    const rosa = await t.newOwner();
    const planId = await t.newPlan(rosa);
    const rivera = await t.addImplementer(rosa, planId, { name: 'Ms Rivera', items: ['A1'] });
    const stone = await t.addImplementer(rosa, planId, { name: 'Mr Stone', items: ['B1'] });
    t.at(FRIDAY_NOON);
    expect(await pass(t.deps({ mailer: await t.failingMailer() }))).toMatchObject({
      stored: 2,
      finished: 0,
      failed: 0,
    });
    expect(reminders()).toHaveLength(0);
    expect((await stored()).map((row) => [row.mailStatus, row.mailAttempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    // The links of e-mails that did not go are not kept.
    const logLinks = () =>
      world.database.db.select().from(accessLinks).where(eq(accessLinks.purpose, 'log'));
    expect(await logLinks()).toHaveLength(0);

    await t.pause(stone.id);
    t.at(new Date(FRIDAY_NOON.getTime() + 60_000));
    await pass();
    expect(reminders()).toHaveLength(0);

    t.at(new Date(FRIDAY_NOON.getTime() + 6 * 60_000));
    expect(await pass()).toMatchObject({ stored: 0, finished: 2 });
    expect(recipients(reminders())).toEqual([rivera.email]);
    const byKey = new Map((await stored()).map((row) => [row.dedupeKey, row]));
    expect(byKey.get(`log:${rivera.id}:${MONDAY}`)).toMatchObject({
      mailStatus: 'sent',
      mailAttempts: 2,
    });
    expect(byKey.get(`log:${stone.id}:${MONDAY}`)).toMatchObject({ mailStatus: 'skipped' });
    expect(await logLinks()).toHaveLength(1);

    t.at(new Date(FRIDAY_NOON.getTime() + 1 * HOUR));
    await pass();
    expect(reminders()).toHaveLength(1);
  });

  it('sends each reminder once when servers run their passes at the same time', async () => {
    const rosa = await t.newOwner();
    const planId = await t.newPlan(rosa, { reviewDate: '2026-12-20' });
    const people = await Promise.all(
      ['Ann', 'Bea', 'Cy'].map((name) =>
        t.addImplementer(rosa, planId, { name: `Teacher ${name}`, items: ['A1'] }),
      ),
    );
    t.at(FRIDAY_NOON);
    const others = await t.otherServers(engine);
    const results = await Promise.all([
      pass(),
      ...others.map((database) => pass(t.deps({ database }))),
    ]);
    expect(results.reduce((sum, result) => sum + result.stored, 0)).toBe(4);
    expect(recipients(reminders())).toEqual(people.map((person) => person.email).sort());
    expect(reminders(/^Review due/)).toHaveLength(1);
    expect(
      (await stored()).every((row) => row.mailStatus === 'sent' && row.mailAttempts === 1),
    ).toBe(true);
  });

  it('tells the owner of a review due within 30 days, once per review date', async () => {
    const rosa = await t.newOwner();
    t.at(new Date('2026-12-01T08:00:00Z'));
    const planId = await t.newPlan(rosa, { reviewDate: '2027-01-01' });
    const notices = () => reminders(/^Review due/);

    await pass();
    expect(notices()).toHaveLength(0);

    t.at(new Date('2026-12-02T08:00:00Z'));
    await pass();
    expect(notices()).toHaveLength(1);
    const [notice] = notices();
    expect(notice?.subject).toBe('Review due January 1, 2027: J.T.');
    expect((Array.isArray(notice?.to) ? notice.to[0] : notice?.to)?.text).toBe(rosa.user.email);
    expect(notice?.text).toContain('due for review on January 1, 2027, in 30 days');
    expect(notice?.text).toContain('3 accommodations');
    expect(notice?.text).toContain(`http://localhost:3000/students/${planId}/review`);
    expect(notice?.text).toContain('The one-page summary is ready to print');

    t.at(new Date('2026-12-03T08:00:00Z'));
    await pass();
    expect(notices()).toHaveLength(1);

    await t.updatePlan(rosa, planId, { reviewDate: '2026-12-15' });
    await pass();
    expect(notices().map((mail) => mail.subject)).toEqual([
      'Review due January 1, 2027: J.T.',
      'Review due December 15, 2026: J.T.',
    ]);

    await t.updatePlan(rosa, planId, { reviewDate: '2026-12-10', archived: true });
    await pass();
    expect(notices()).toHaveLength(2);
    expect(await stored()).toHaveLength(2);
  });
});
