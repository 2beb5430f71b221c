import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, checkoutSessions, contentState, mailOutbox, users } from '../../db/schema/index';
import { NO_PASSWORD_YET } from '../../domain/accounts/password';
import { APP_VERSION } from '../../lib/version';
import { describeEachDatabase } from '../../../test/databases';
import { loadValidContent } from '../../../test/content-fixture';
import { createDistrict, createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { libraryVersionOf } from './service-status.service';
import { NOW, type OperatorApi, operatorApi, signedInAs } from './operator-test-support';

const day = (iso: string) => new Date(`${iso}T23:59:59Z`);

describe('the library version', () => {
  it('is the start of the content hash, whatever the importer format', () => {
    expect(libraryVersionOf('5:0123456789abcdef0123')).toBe('0123456789ab');
    expect(libraryVersionOf(undefined)).toBe('not imported');
  });
});

describeEachDatabase('operator console: subscriptions, mail and content', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => NOW } }));
  let api: OperatorApi;

  beforeAll(async () => {
    const operator = await signedInAs(ctx.database.db, 'operator');
    api = operatorApi(() => ctx.app, operator.cookies);
  });

  it('lists individual subscribers, soonest end first, with renewals and registration', async () => {
    const db = ctx.database.db;
    const later = await createUser(db, {
      firstName: 'Lia',
      lastName: 'Later',
      email: 'lia@example.org',
      subscriptionExpiresAt: day('2027-03-01'),
    });
    const soon = await createUser(db, {
      firstName: 'Sam',
      lastName: 'Soon',
      email: 'sam@example.org',
      subscriptionExpiresAt: day('2026-12-01'),
      passwordHash: NO_PASSWORD_YET,
    });
    const district = await createDistrict(db);
    await createUser(db, { accountType: 'district', districtId: district.id });
    const paid = { provider: 'test', createdAt: NOW, expiresAt: NOW, userId: later.id };
    await db.insert(checkoutSessions).values([
      { ...paid, purpose: 'renewal', status: 'paid' },
      { ...paid, purpose: 'renewal', status: 'paid' },
      { ...paid, purpose: 'renewal', status: 'open' },
      { ...paid, purpose: 'new', status: 'paid' },
    ]);

    const res = await api.subscriptions();
    expect(res.statusCode).toBe(200);
    const rows = res.json().subscriptions;
    // The operator is an individual account without an end date: last.
    expect(rows.map((row: { userId: string }) => row.userId).slice(0, 2)).toEqual([
      soon.id,
      later.id,
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ endsOn: '2026-12-01', status: 'ending', registered: false });
    expect(rows[1]).toEqual({
      userId: later.id,
      name: 'Lia Later',
      email: 'lia@example.org',
      endsOn: '2027-03-01',
      status: 'active',
      renewals: 2,
      registered: true,
      createdAt: later.createdAt.toISOString(),
    });
  });

  it('gives a subscription a new last day, recorded, and only an individual’s', async () => {
    const db = ctx.database.db;
    const subscriber = await createUser(db, {
      firstName: 'Eve',
      lastName: 'Extended',
      email: 'eve@example.org',
      subscriptionExpiresAt: day('2026-11-30'),
    });
    const res = await api.setSubscriptionEnd(subscriber.id, '2027-11-30');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: subscriber.id,
      endsOn: '2027-11-30',
      status: 'active',
    });
    const [stored] = await db.select().from(users).where(eq(users.id, subscriber.id));
    expect(stored?.subscriptionExpiresAt).toEqual(day('2027-11-30'));
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscription-changed'));
    expect(entries).toEqual([
      expect.objectContaining({
        districtId: null,
        summary: 'Extended the subscription of Eve Extended (eve@example.org) to 2027-11-30.',
      }),
    ]);

    const district = await createDistrict(db);
    const teacher = await createUser(db, { accountType: 'district', districtId: district.id });
    expect((await api.setSubscriptionEnd(teacher.id, '2027-11-30')).statusCode).toBe(404);
    expect((await api.setSubscriptionEnd(crypto.randomUUID(), '2027-11-30')).statusCode).toBe(404);
    expect((await api.setSubscriptionEnd(subscriber.id, '30/11/2027')).statusCode).toBe(400);
  });

  it('lists the e-mails that failed, newest first', async () => {
    const db = ctx.database.db;
    const mail = { kind: 'plan', subject: 'A plan', recipients: ['a@example.org'], attempts: 5 };
    const [older, newer] = await db
      .insert(mailOutbox)
      .values([
        {
          ...mail,
          status: 'failed',
          error: 'connection refused',
          createdAt: new Date('2026-11-01'),
        },
        { ...mail, status: 'failed', error: null, createdAt: new Date('2026-11-20') },
        { ...mail, status: 'sent', createdAt: new Date('2026-11-21') },
        { ...mail, status: 'pending', createdAt: new Date('2026-11-22') },
      ])
      .returning();
    const res = await api.mail();
    expect(res.statusCode).toBe(200);
    expect(res.json().mail).toEqual([
      { ...mail, id: newer?.id, error: null, createdAt: '2026-11-20T00:00:00.000Z' },
      {
        ...mail,
        id: older?.id,
        error: 'connection refused',
        createdAt: '2026-11-01T00:00:00.000Z',
      },
    ]);
  });

  it('says which release and library the server runs', async () => {
    const [imported] = await ctx.database.db.select().from(contentState);
    const { library, hash } = await loadValidContent();
    const res = await api.content();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      appVersion: APP_VERSION,
      libraryVersion: hash.slice(0, 12),
      importedAt: imported?.importedAt.toISOString(),
      accommodations: library.accommodations.length,
      needs: library.needCategories.flatMap((category) => category.needs).length,
      strengths: library.strengthCategories.flatMap((category) => category.strengths).length,
    });
  });
});
