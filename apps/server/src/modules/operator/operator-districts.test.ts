import { beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { UNSAFE_TEXT_MESSAGE } from '@trellis/shared/text';
import { auditLog, districts, studentPlans } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import {
  districtBody,
  NOW,
  type OperatorApi,
  operatorApi,
  signedInAs,
} from './operator-test-support';

const EMPTY_STATE = { strengths: [], needs: [], plan: [] };

describeEachDatabase('operator console: districts', (createDatabase) => {
  // Each edit a second later than the one before, so the audit log's order is theirs.
  let now = NOW;
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));
  let api: OperatorApi;

  beforeAll(async () => {
    const operator = await signedInAs(ctx.database.db, 'operator', {
      firstName: 'Owen',
      lastName: 'Pratt',
      email: 'owen@trellis.example.org',
    });
    api = operatorApi(() => ctx.app, operator.cookies);
  });

  const auditFor = (districtId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.districtId, districtId))
      .orderBy(asc(auditLog.at));

  it('creates a district with its licence from the first to the end of the last day', async () => {
    const res = await api.createDistrict(districtBody({ code: 'maple123' }));
    expect(res.statusCode).toBe(201);
    const district = res.json();
    expect(district).toEqual({
      id: expect.any(String),
      name: 'Maple Grove Schools',
      code: 'MAPLE123',
      active: true,
      licenceStartsOn: '2026-08-01',
      licenceEndsOn: '2027-07-31',
      status: 'active',
      staffCount: 0,
      adminCount: 0,
      planCount: 0,
      createdAt: NOW.toISOString(),
    });
    const [stored] = await ctx.database.db
      .select()
      .from(districts)
      .where(eq(districts.id, district.id));
    expect(stored?.licenceStartsAt?.toISOString()).toBe('2026-08-01T00:00:00.000Z');
    expect(stored?.expiresAt?.toISOString()).toBe('2027-07-31T23:59:59.000Z');
    expect(await auditFor(district.id)).toEqual([
      expect.objectContaining({
        action: 'district-created',
        actorLabel: 'Owen Pratt (owen@trellis.example.org)',
        summary:
          'Created Maple Grove Schools with access code MAPLE123, licensed from 2026-08-01 to 2027-07-31.',
      }),
    ]);
  });

  it('gives a blank code a random one and refuses a code in use', async () => {
    const fresh = await api.createDistrict(districtBody({ name: 'Birch Schools', code: '' }));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const taken = await api.createDistrict(districtBody({ name: 'Copy', code: 'MAPLE123' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CODE_IN_USE',
      issues: [{ path: 'code', message: 'This access code is used by another district.' }],
    });
    const onEdit = await api.updateDistrict(
      fresh.json().id,
      districtBody({ name: 'Birch Schools', code: 'maple123' }),
    );
    expect(onEdit.statusCode).toBe(409);
    expect(onEdit.json().code).toBe('CODE_IN_USE');
    // Nothing of the refused edit stayed, and nobody has a second MAPLE123.
    const names = (await api.districts()).json().districts.map((row: { name: string }) => row.name);
    expect(names).toEqual(['Birch Schools', 'Maple Grove Schools']);
  });

  it('refuses a licence that ends before it starts, and an unknown district', async () => {
    const backwards = await api.createDistrict(
      districtBody({
        name: 'Backwards',
        licenceStartsOn: '2027-01-01',
        licenceEndsOn: '2026-01-01',
      }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toEqual([
      { path: 'licenceEndsOn', message: 'The licence cannot end before it starts.' },
    ]);
    const unknown = await api.updateDistrict(crypto.randomUUID(), districtBody());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This district does not exist. It may have been deleted.');
  });

  it('refuses a name with a lone surrogate or a control character at the name, new or edited', async () => {
    // A lone surrogate has no UTF-8 form: the database refused it and the operator saw a 500.
    for (const name of ['Maple\udc9e Grove', 'Maple\u0000Grove', 'Maple\u0017Grove']) {
      const created = await api.createDistrict(districtBody({ name }));
      expect(created.statusCode).toBe(400);
      expect(created.json().issues).toEqual([{ path: 'name', message: UNSAFE_TEXT_MESSAGE }]);
    }
    const renamed = await api.updateDistrict(
      crypto.randomUUID(),
      districtBody({ name: 'Oak\ud800' }),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().issues).toEqual([{ path: 'name', message: UNSAFE_TEXT_MESSAGE }]);
  });

  it('renames, extends, shortens, ends and deactivates, each in the audit log', async () => {
    const { id } = (await api.createDistrict(districtBody({ name: 'Cedar Valley' }))).json();
    const edit = async (values: Record<string, unknown>) => {
      now = new Date(now.getTime() + 1000);
      const res = await api.updateDistrict(id, districtBody({ name: 'Cedar Valley', ...values }));
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const summaries = async () =>
      (await auditFor(id))
        .filter((row) => row.action !== 'district-created')
        .map((row) => row.summary);

    expect(await edit({ licenceEndsOn: '2028-07-31' })).toMatchObject({
      licenceEndsOn: '2028-07-31',
      status: 'active',
    });
    expect(await edit({ licenceEndsOn: '2028-07-31' })).toMatchObject({ name: 'Cedar Valley' });
    expect(await edit({ licenceEndsOn: '2026-12-10' })).toMatchObject({ status: 'ending' });
    expect(await edit({ licenceEndsOn: '2026-11-23' })).toMatchObject({ status: 'ended' });
    expect(
      await edit({ name: 'Cedar Valley Schools', licenceEndsOn: '2026-11-23', active: false }),
    ).toMatchObject({ name: 'Cedar Valley Schools', active: false, status: 'inactive' });
    expect(
      await edit({ name: 'Cedar Valley Schools', code: 'CEDAR001', active: false }),
    ).toMatchObject({
      code: 'CEDAR001',
    });
    expect(await summaries()).toEqual([
      'Extended the licence of Cedar Valley to 2028-07-31.',
      'Shortened the licence of Cedar Valley to end on 2026-12-10.',
      'Ended the licence of Cedar Valley on 2026-11-23.',
      'Renamed Cedar Valley to Cedar Valley Schools. Deactivated Cedar Valley Schools.',
      'Extended the licence of Cedar Valley Schools to 2027-07-31.',
      expect.stringMatching(
        /^Changed the access code of Cedar Valley Schools from \w{8} to CEDAR001\.$/,
      ),
    ]);
  });

  it('lists every district by name with its staff, administrators and their plans', async () => {
    const db = ctx.database.db;
    const aspen = await createDistrict(db, { name: 'aspen Schools', expiresAt: null });
    const member = await signedInAs(db, 'member', { districtId: aspen.id });
    await signedInAs(db, 'district_admin', { districtId: aspen.id });
    for (const label of ['A.B.', 'C.D.']) {
      await db.insert(studentPlans).values({
        ownerId: member.id,
        districtId: aspen.id,
        label,
        planType: 'IEP',
        state: EMPTY_STATE,
      });
    }
    const list = (await api.districts()).json().districts;
    expect(list.map((row: { name: string }) => row.name)).toEqual([
      'aspen Schools',
      'Birch Schools',
      'Cedar Valley Schools',
      'Maple Grove Schools',
    ]);
    expect(list[0]).toMatchObject({
      staffCount: 2,
      adminCount: 1,
      planCount: 2,
      licenceStartsOn: null,
      licenceEndsOn: null,
      status: 'active',
    });
  });

  it('closes the licensed routes of a deactivated district’s staff, and opens them again', async () => {
    const db = ctx.database.db;
    const { id } = (await api.createDistrict(districtBody({ name: 'Elm Schools' }))).json();
    const teacher = await signedInAs(db, 'member', { districtId: id });
    const plans = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/plans', cookies: teacher.cookies });
    expect((await plans()).statusCode).toBe(200);

    await api.updateDistrict(id, districtBody({ name: 'Elm Schools', active: false }));
    const closed = await plans();
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('DISTRICT_LICENCE_ENDED');

    await api.updateDistrict(id, districtBody({ name: 'Elm Schools', active: true }));
    expect((await plans()).statusCode).toBe(200);
    await api.updateDistrict(
      id,
      districtBody({ name: 'Elm Schools', licenceEndsOn: '2026-11-01' }),
    );
    expect((await plans()).json().code).toBe('DISTRICT_LICENCE_ENDED');
  });

  it('shows a licence that starts later as not started yet', async () => {
    const res = await api.createDistrict(
      districtBody({ name: 'Birch Valley', licenceStartsOn: '2027-01-04' }),
    );
    expect(res.json()).toMatchObject({ licenceStartsOn: '2027-01-04', status: 'scheduled' });
    const listed = (await api.districts())
      .json()
      .districts.find((row: { name: string }) => row.name === 'Birch Valley');
    expect(listed?.status).toBe('scheduled');
  });
});
