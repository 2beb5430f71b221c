import { beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  accessLinks,
  auditLog,
  deliveryLogEntries,
  districts,
  estimateRequests,
  mailOutbox,
  planImplementers,
  studentPlans,
  users,
} from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/test-app';
import {
  createDeletionWorld,
  referencesTo,
  rowsMentioning,
  rowsReferencing,
} from './deletion-world';
import { NOW, type OperatorApi, operatorApi, signedInAs } from './operator-test-support';

describeEachDatabase('operator console: deleting a district', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => NOW } }));
  let api: OperatorApi;
  let world: Awaited<ReturnType<typeof createDeletionWorld>>;
  let userIds: string[];
  let planIds: string[];

  beforeAll(async () => {
    const operator = await signedInAs(ctx.database.db, 'operator', {
      firstName: 'Owen',
      lastName: 'Pratt',
      email: 'owen@trellis.example.org',
    });
    api = operatorApi(() => ctx.app, operator.cookies);
    world = await createDeletionWorld(ctx.database.db);
    userIds = [world.rosa.id, world.ben.id, world.admin.id];
    planIds = world.plans.map((plan) => plan.id);
  });

  it('refuses without the district’s name typed again, and deletes nothing', async () => {
    const res = await api.deleteDistrict(world.maple.id, 'Maple Grove');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'confirmName', message: "Type the district's name exactly to delete it." },
    ]);
    expect(await rowsReferencing(ctx.database.db, users, userIds)).not.toEqual([]);
    expect((await api.deleteDistrict(crypto.randomUUID(), 'Anything')).statusCode).toBe(404);
  });

  it('starts with rows in every table a deletion must empty', async () => {
    expect(referencesTo(users)).toBeGreaterThanOrEqual(12);
    const before = (await rowsReferencing(ctx.database.db, users, userIds)).join('\n');
    for (const table of [
      'sessions',
      'password_reset_tokens',
      'student_plans',
      'plan_shares',
      'plan_events',
      'current_plans',
      'plan_implementers',
      'delivery_log_entries',
      'review_decisions',
      'reminder_mails',
      'audit_log',
    ]) {
      expect(before).toContain(`${table}.`);
    }
    // Every table that references a plan has a row of the district's plans.
    expect(await rowsReferencing(ctx.database.db, studentPlans, planIds)).toHaveLength(
      referencesTo(studentPlans),
    );
  });

  it('deletes every account of the district with all that is theirs, in one step', async () => {
    const db = ctx.database.db;
    const implementerIds = (
      await db
        .select({ id: planImplementers.id })
        .from(planImplementers)
        .where(inArray(planImplementers.planId, planIds))
    ).map((row) => row.id);
    const linkIds = (
      await db
        .select({ id: accessLinks.id })
        .from(accessLinks)
        .where(inArray(accessLinks.planId, planIds))
    ).map((row) => row.id);

    const res = await api.deleteDistrict(world.maple.id, '  maple GROVE schools ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deletedUsers: 3, deletedPlans: 2 });

    expect(await rowsReferencing(db, users, userIds)).toEqual([]);
    expect(await rowsReferencing(db, studentPlans, planIds)).toEqual([]);
    expect(await rowsReferencing(db, planImplementers, implementerIds)).toEqual([]);
    expect(await rowsReferencing(db, accessLinks, linkIds)).toEqual([]);
    expect(await rowsReferencing(db, districts, [world.maple.id])).toEqual([]);
    expect(await db.select().from(users).where(inArray(users.id, userIds))).toEqual([]);
    expect(await db.select().from(studentPlans).where(inArray(studentPlans.id, planIds))).toEqual(
      [],
    );
    expect(await db.select().from(districts).where(eq(districts.id, world.maple.id))).toEqual([]);
    // The sales record stays, without the district; the district's mail goes.
    const [request] = await db
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.id, world.request.id));
    expect(request).toMatchObject({ status: 'won', districtId: null });
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, world.sent?.id ?? '')),
    ).toEqual([]);
  });

  it('leaves the accounts’ addresses nowhere but in the audit log', async () => {
    const db = ctx.database.db;
    const addresses = [world.rosa, world.ben, world.admin].map((person) => person.user.email);
    expect(await rowsMentioning(db, addresses, [auditLog])).toEqual([]);
    // Nor a rate-limit counter kept under an account's id.
    expect(await rowsMentioning(db, userIds, [auditLog, deliveryLogEntries])).toEqual([]);
    // What the check looks at is there for the other district.
    const kept = await rowsMentioning(db, [world.olga.user.email]);
    expect(kept.map((row) => row.split(':')[0]).sort()).toEqual([
      'mail_outbox',
      'rate_limits',
      'users',
    ]);
  });

  it('forgets the deleted colleague on another district’s plan, as deleting the account does', async () => {
    const db = ctx.database.db;
    const [implementer] = await db
      .select()
      .from(planImplementers)
      .where(eq(planImplementers.id, world.onOak.implementer.id));
    expect(implementer).toMatchObject({ colleagueId: null, name: 'A former colleague', email: '' });
    const [link] = await db
      .select()
      .from(accessLinks)
      .where(eq(accessLinks.id, world.onOak.link.id));
    expect(link).toMatchObject({ sentTo: '', revokedAt: NOW });
    const [entry] = await db
      .select()
      .from(deliveryLogEntries)
      .where(eq(deliveryLogEntries.id, world.onOak.entry?.id ?? ''));
    expect(entry).toMatchObject({ authorId: null, loggerName: 'A former colleague' });
  });

  it('leaves the other district untouched', async () => {
    const db = ctx.database.db;
    expect(await db.select().from(districts).where(eq(districts.id, world.oak.id))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, world.olga.id))).toHaveLength(1);
    expect(
      await db.select().from(studentPlans).where(eq(studentPlans.id, world.oakPlan.id)),
    ).toHaveLength(1);
    const oakDistrict = (await api.districts())
      .json()
      .districts.find((row: { id: string }) => row.id === world.oak.id);
    expect(oakDistrict).toMatchObject({ staffCount: 1, planCount: 1 });
    const [olgaPlan] = await db
      .select()
      .from(studentPlans)
      .where(eq(studentPlans.ownerId, world.olga.id));
    expect(olgaPlan?.label).toBe('O.P.');
  });

  it('keeps the deletion in the audit log, listed for operators', async () => {
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.districtId, world.maple.id));
    expect(rows.map((row) => row.action).sort()).toEqual(['code-rotated', 'district-deleted']);
    // The district administrator's own entry outlives their account, by name only.
    expect(rows.find((row) => row.action === 'code-rotated')?.actorId).toBeNull();
    const listed = (await api.audit()).json().entries;
    expect(listed[0]).toMatchObject({
      actor: 'Owen Pratt (owen@trellis.example.org)',
      action: 'district-deleted',
      summary: 'Deleted Maple Grove Schools (code MAPLE123) and all its data: 3 accounts, 2 plans.',
      district: null,
    });
  });

  it('refuses to delete the district the operator’s own account belongs to', async () => {
    const db = ctx.database.db;
    const own = await signedInAs(db, 'operator', { districtId: world.oak.id });
    const res = await operatorApi(() => ctx.app, own.cookies).deleteDistrict(
      world.oak.id,
      'Oak Hill Schools',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(await db.select().from(districts).where(eq(districts.id, world.oak.id))).toHaveLength(1);
  });
});
