import { expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { countExport } from '../../domain/administration/usage.repository';
import { describeEachDatabase } from '../../../test/databases';
import {
  districtApi,
  insertLogEntry,
  insertPlan,
  useDistrictWorld,
} from '../../../test/district-admin-world';
import { createSession } from '../../../test/factories';
import { lastMonths } from './usage.service';

it('names the last 12 months, oldest first, and the range they cover', () => {
  const { keys, range } = lastMonths(new Date('2026-03-31T23:59:59Z'));
  expect(keys).toEqual([
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
  ]);
  expect(range.from.toISOString()).toBe('2025-04-01T00:00:00.000Z');
  expect(range.to.toISOString()).toBe('2026-04-01T00:00:00.000Z');
});

describeEachDatabase('district console: usage by month', (createDatabase) => {
  const now = new Date('2026-11-24T09:00:00Z');
  const ctx = useDistrictWorld(createDatabase, now);
  const at = (iso: string) => new Date(iso);

  it('counts each figure in its month, for the district only, with zeros', async () => {
    const db = ctx.database.db;
    const { maple, cedar, ben, cy, pia, ana } = ctx.world;
    // Sessions: everyone started one now (setup); Ben a second in November, Cy one in
    // October, Ben one before the twelve months, Pia (another district) more.
    const session = (userId: string, iso: string) =>
      createSession(db, userId, { createdAt: at(iso), expiresAt: at(iso) });
    await session(ben.id, '2026-11-02T08:00:00Z');
    await session(cy.id, '2026-10-15T08:00:00Z');
    await session(ben.id, '2025-11-30T23:59:59Z');
    await session(pia.id, '2026-10-15T08:00:00Z');
    // Plans: two in November (one archived), one in September, one outside, one in Cedar.
    const plan = (ownerId: string, districtId: string, iso: string, archived = false) =>
      insertPlan(db, { ownerId, districtId, label: 'S' }, at(iso), archived);
    const november = await plan(ben.id, maple.id, '2026-11-03T10:00:00Z');
    await plan(cy.id, maple.id, '2026-11-20T10:00:00Z', true);
    const september = await plan(ben.id, maple.id, '2026-09-30T23:00:00Z');
    await plan(ben.id, maple.id, '2025-11-01T10:00:00Z');
    const cedars = await plan(pia.id, cedar.id, '2026-11-03T10:00:00Z');
    // Delivery log entries: two in November, one in October, one on Cedar's plan.
    const entry = (planId: string, itemKey: string, iso: string) =>
      insertLogEntry(db, { planId, itemKey, loggerName: 'Ben Ode' }, at(iso));
    await entry(november.id, 'L1', '2026-11-04T10:00:00Z');
    await entry(november.id, 'B1', '2026-11-04T10:00:00Z');
    await entry(september.id, 'L1', '2026-10-01T00:00:00Z');
    await entry(cedars.id, 'L1', '2026-11-04T10:00:00Z');
    // E-mails on the district's behalf: two in November, one in September; one of Cedar's.
    const mail = (districtId: string, iso: string) =>
      db.insert(mailOutbox).values({
        kind: 'plan',
        recipients: ['x@example.org'],
        subject: 'A plan',
        districtId,
        createdAt: at(iso),
      });
    await mail(maple.id, '2026-11-01T00:00:00Z');
    await mail(maple.id, '2026-11-30T23:59:59Z');
    await mail(maple.id, '2026-09-10T12:00:00Z');
    await mail(cedar.id, '2026-11-10T12:00:00Z');
    // Downloads: one counted in October directly, one by the administrator now.
    await countExport(db, maple.id, at('2026-10-20T12:00:00Z'));
    await countExport(db, cedar.id, at('2026-11-20T12:00:00Z'));
    const api = districtApi(() => ctx.app, ana.cookies);
    expect((await api.get('/export/plans.csv')).statusCode).toBe(200);

    const months = await vi.waitFor(async () => {
      const res = await api.get('/usage');
      expect(res.statusCode).toBe(200);
      const answer: { month: string; exports: number }[] = res.json().months;
      expect(answer.at(-1)?.exports).toBe(1);
      return answer;
    });
    expect(months.map((month) => month.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    ]);
    const zero = { activeUsers: 0, plans: 0, exports: 0, emails: 0, logEntries: 0 };
    const expected = Object.fromEntries(months.map(({ month }) => [month, { month, ...zero }]));
    expected['2026-11'] = {
      month: '2026-11',
      activeUsers: 3,
      plans: 2,
      exports: 1,
      emails: 2,
      logEntries: 2,
    };
    expected['2026-10'] = { month: '2026-10', ...zero, activeUsers: 1, exports: 1, logEntries: 1 };
    expected['2026-09'] = { month: '2026-09', ...zero, plans: 1, emails: 1 };
    expect(months).toEqual(Object.values(expected));
  });
});
