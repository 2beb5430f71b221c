import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict } from '../../../test/factories';
import {
  createPerson,
  districtApi,
  STAFF_PASSWORD,
  useDistrictWorld,
} from '../../../test/district-admin-world';
import { jsonRequest } from '../../../test/http';
import { staffMemberOf } from './staff.repository';

// The staff rules the review of the consoles asked for: an operator is nobody's staff, a
// deactivation ends the reset links, a deactivated colleague's reset allowance is not spent,
// and two administrators demoting each other at once leave one.

describe('staffMemberOf', () => {
  it('refuses a row whose role is no staff role rather than showing it as a member', () => {
    const row = {
      id: crypto.randomUUID(),
      firstName: 'Otto',
      lastName: 'Vance',
      email: 'otto@example.org',
      role: 'operator',
      lastSignInAt: null,
      deactivatedAt: null,
      planCount: 0,
    };
    expect(() => staffMemberOf(row)).toThrow('not a staff role');
    expect(staffMemberOf({ ...row, role: 'district_admin' }).role).toBe('district_admin');
  });
});

describeEachDatabase('district console: staff rules', (createDatabase, engine) => {
  const now = new Date('2026-11-24T09:00:00Z');
  const ctx = useDistrictWorld(createDatabase, now);
  const ana = () => districtApi(() => ctx.app, ctx.world.ana.cookies);
  const auth = (path: string, body: object) =>
    ctx.app.inject(jsonRequest('POST', `/api/v1/auth/password-reset/${path}`, body));

  /** The token of the newest reset e-mail sent to `email`. */
  const resetTokenFor = (email: string, sentBefore: number) =>
    vi.waitFor(() => {
      const message = ctx.mail.slice(sentBefore).find((sent) => sent.to.includes(email));
      const link = message?.links?.[0];
      if (!link) throw new Error('no reset e-mail yet');
      return decodeURIComponent(link.split('/pwreset-form/')[1] ?? '');
    });

  it('leaves out an operator’s account that has a district: not listed, counted or acted on', async () => {
    const { maple } = ctx.world;
    const operator = await createPerson(
      ctx.database.db,
      { firstName: 'Opal', lastName: 'Reyes', districtId: maple.id, role: 'operator' },
      now,
    );
    const staff: { id: string }[] = (await ana().staff()).json().staff;
    expect(staff.map((person) => person.id)).not.toContain(operator.id);
    expect((await ana().overview()).json()).toMatchObject({ staffCount: 3, activeStaffCount: 3 });
    for (const res of [
      await ana().setRole(operator.id, 'member'),
      await ana().deactivate(operator.id),
      await ana().reactivate(operator.id),
      await ana().resetPassword(operator.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such staff member in your district.');
    }
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, operator.id));
    expect(stored).toMatchObject({ role: 'operator', deactivatedAt: null });
    const exported = (await ana().get('/export.json')).json();
    expect(exported.staff.map((person: { id: string }) => person.id)).not.toContain(operator.id);
  });

  it('ends a colleague’s reset links when they are deactivated, even after reactivation', async () => {
    const { cy } = ctx.world;
    const sentBefore = ctx.mail.length;
    expect((await ana().resetPassword(cy.id)).statusCode).toBe(202);
    const token = await resetTokenFor(cy.email, sentBefore);
    expect((await auth('check', { token })).json()).toEqual({ valid: true });

    ctx.tick();
    expect((await ana().deactivate(cy.id)).statusCode).toBe(200);
    expect((await auth('check', { token })).json()).toEqual({ valid: false });
    const refused = await auth('complete', { token, password: 'a brand new long password' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('RESET_LINK_INVALID');
    // A link that somehow outlived the deactivation is refused all the same.
    const stray = `stray-${crypto.randomUUID()}`;
    await ctx.database.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(stray),
      userId: cy.id,
      expiresAt: new Date(ctx.now.getTime() + 3600_000),
    });
    expect((await auth('check', { token: stray })).json()).toEqual({ valid: false });
    const strayUse = await auth('complete', {
      token: stray,
      password: 'a brand new long password',
    });
    expect(strayUse.json().code).toBe('RESET_LINK_INVALID');

    ctx.tick();
    expect((await ana().reactivate(cy.id)).statusCode).toBe(200);
    expect((await auth('check', { token })).json()).toEqual({ valid: false });
    const signIn = await ctx.app.inject(
      jsonRequest('POST', '/api/v1/auth/login', { email: cy.email, password: STAFF_PASSWORD }),
    );
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a reset for a deactivated colleague without spending their allowance', async () => {
    const { ben } = ctx.world;
    ctx.tick();
    expect((await ana().deactivate(ben.id)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await ana().resetPassword(ben.id)).statusCode).toBe(409);
    }
    ctx.tick();
    expect((await ana().reactivate(ben.id)).statusCode).toBe(200);
    expect((await ana().resetPassword(ben.id)).statusCode).toBe(202);
  });

  it(`leaves one administrator when two demote each other at once (${engine})`, async () => {
    const district = await createDistrict(ctx.database.db, { name: 'Twin Lakes Schools' });
    const person = (firstName: string) =>
      createPerson(
        ctx.database.db,
        { firstName, lastName: 'Twin', districtId: district.id, role: 'district_admin' },
        now,
      );
    const [kim, lee] = [await person('Kim'), await person('Lee')];
    const answers = await Promise.all([
      districtApi(() => ctx.app, kim.cookies).setRole(lee.id, 'member'),
      districtApi(() => ctx.app, lee.cookies).setRole(kim.id, 'member'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 403]);
    const refused = answers.find((res) => res.statusCode === 403);
    // The loser is refused by the check inside the transaction, or, when its request is read
    // after the winner's commit cleared its cached session, by the console's role check.
    expect([
      'You are no longer an administrator of this district.',
      'These pages are for the administrators of a district.',
    ]).toContain(refused?.json().message);
    const admins = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.districtId, district.id));
    expect(admins.filter((row) => row.role === 'district_admin')).toHaveLength(1);
  });
});
