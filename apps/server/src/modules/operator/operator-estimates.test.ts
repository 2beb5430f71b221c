import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, districts, estimateRequests } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/test-app';
import { yearLicenceEnd } from '@trellis/shared/administration';
import {
  createEstimateRequest,
  NOW,
  type OperatorApi,
  operatorApi,
  signedInAs,
} from './operator-test-support';

describe('a licence of a year', () => {
  it.each([
    ['2026-11-24', '2027-11-23'],
    ['2026-01-01', '2026-12-31'],
    ['2028-02-29', '2029-02-28'],
    ['2026-03-01', '2027-02-28'],
  ])('from %s ends on %s', (starts, ends) => {
    expect(yearLicenceEnd(starts)).toBe(ends);
  });
});

describeEachDatabase('operator console: estimate requests', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => NOW } }));
  let api: OperatorApi;

  beforeAll(async () => {
    api = operatorApi(() => ctx.app, (await signedInAs(ctx.database.db, 'operator')).cookies);
  });

  const districtsNamed = (name: string) =>
    ctx.database.db.select().from(districts).where(eq(districts.name, name));

  it('lists the requests newest first, with the district made from one', async () => {
    const older = await createEstimateRequest(ctx.database.db, {
      schoolName: 'Older School',
      createdAt: new Date(NOW.getTime() - 86_400_000),
    });
    const newer = await createEstimateRequest(ctx.database.db, { schoolName: 'Newer School' });
    const res = await api.estimates();
    expect(res.statusCode).toBe(200);
    const rows = res.json().requests;
    expect(rows.map((row: { id: string }) => row.id)).toEqual([newer.id, older.id]);
    expect(rows[0]).toEqual({
      id: newer.id,
      createdAt: NOW.toISOString(),
      name: 'Ana Diaz',
      email: 'ana@lincoln.example.org',
      phone: '555-0100',
      schoolName: 'Newer School',
      city: 'Springfield',
      state: 'IL',
      students: 450,
      estimate: 2250,
      status: 'new',
      district: null,
    });
  });

  it('moves a request along and records it once', async () => {
    const request = await createEstimateRequest(ctx.database.db, { schoolName: 'Status School' });
    const res = await api.setEstimateStatus(request.id, 'contacted');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: request.id, status: 'contacted' });
    await api.setEstimateStatus(request.id, 'contacted');
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'estimate-status-changed'));
    expect(entries.map((entry) => [entry.summary, entry.districtId])).toEqual([
      ['Marked the estimate request of Ana Diaz (Status School) as contacted.', null],
    ]);
    expect((await api.setEstimateStatus(crypto.randomUUID(), 'won')).statusCode).toBe(404);
    expect((await api.setEstimateStatus(request.id, 'sold')).statusCode).toBe(400);
  });

  it('creates the district from a request in one step: named, a year, won and linked', async () => {
    const request = await createEstimateRequest(ctx.database.db, {
      schoolName: 'Lincoln Elementary',
    });
    const res = await api.districtFromEstimate(request.id);
    expect(res.statusCode, res.body).toBe(201);
    const district = res.json();
    expect(district).toMatchObject({
      name: 'Lincoln Elementary',
      active: true,
      licenceStartsOn: '2026-11-24',
      licenceEndsOn: '2027-11-23',
      status: 'active',
      staffCount: 0,
    });
    expect(district.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const [stored] = await ctx.database.db
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.id, request.id));
    expect(stored).toMatchObject({ status: 'won', districtId: district.id, statusChangedAt: NOW });
    const listed = (await api.estimates()).json().requests;
    expect(listed.find((row: { id: string }) => row.id === request.id).district).toEqual({
      id: district.id,
      name: 'Lincoln Elementary',
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.districtId, district.id));
    expect(entry?.summary).toBe(
      `Created Lincoln Elementary from the estimate request of Ana Diaz, now marked won, with access code ${district.code}, licensed from 2026-11-24 to 2027-11-23.`,
    );

    const again = await api.districtFromEstimate(request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A district was already created from this request.',
    });
    expect(await districtsNamed('Lincoln Elementary')).toHaveLength(1);
  });

  it('takes the code and last day given, and refuses a code in use', async () => {
    const request = await createEstimateRequest(ctx.database.db, { schoolName: 'Walnut High' });
    const taken = await api.createDistrict({
      name: 'Walnut Holder',
      code: 'WALNUT01',
      licenceStartsOn: null,
      licenceEndsOn: null,
      active: true,
    });
    expect(taken.statusCode).toBe(201);
    const refused = await api.districtFromEstimate(request.id, { code: 'walnut01' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CODE_IN_USE');
    expect(await districtsNamed('Walnut High')).toEqual([]);

    const made = await api.districtFromEstimate(request.id, {
      name: '  Walnut Unified  ',
      code: 'walnut02',
      licenceEndsOn: '2027-06-30',
    });
    expect(made.json()).toMatchObject({
      name: 'Walnut Unified',
      code: 'WALNUT02',
      licenceEndsOn: '2027-06-30',
    });
    const past = await createEstimateRequest(ctx.database.db, { schoolName: 'Past School' });
    const backwards = await api.districtFromEstimate(past.id, { licenceEndsOn: '2026-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toEqual([
      { path: 'licenceEndsOn', message: 'The licence cannot end before it starts.' },
    ]);
    const unnamed = await api.districtFromEstimate(past.id, { name: '   ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().issues).toEqual([{ path: 'name', message: 'Enter the district name.' }]);
  });

  it('makes one district when two operators click at once', async () => {
    const request = await createEstimateRequest(ctx.database.db, {
      schoolName: 'Twin Oaks School',
    });
    const answers = await Promise.all([
      api.districtFromEstimate(request.id),
      api.districtFromEstimate(request.id),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await districtsNamed('Twin Oaks School')).toHaveLength(1);
  });
});
