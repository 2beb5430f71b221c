import { beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { describeEachDatabase } from '../../test/databases';
import { createDistrict, createSession, createUser } from '../../test/factories';
import { jsonRequest } from '../../test/http';
import { useTestApp } from '../../test/test-app';

const api = '/api/v1';
const now = new Date('2026-11-24T12:00:00Z');

/** One request per licensed module: what a licence pays for. */
const LICENSED = [
  { method: 'GET', url: `${api}/content/need-categories` },
  { method: 'GET', url: `${api}/content/accommodations/L1` },
  { method: 'POST', url: `${api}/content/match`, body: { needs: [], strengths: [] } },
  { method: 'GET', url: `${api}/content/search?q=audio` },
  { method: 'GET', url: `${api}/builder-state` },
  { method: 'PUT', url: `${api}/builder-state`, body: { strengths: [], needs: [], plan: [] } },
  { method: 'GET', url: `${api}/plan/personnel` },
  { method: 'POST', url: `${api}/plan/pdf`, body: {} },
] as const;

describeEachDatabase('licence guard for district members', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));

  async function memberOf(district: { active?: boolean; expiresAt?: Date | null }) {
    const { id } = await createDistrict(ctx.database.db, {
      name: 'Maple Grove Schools',
      ...district,
    });
    const user = await createUser(ctx.database.db, { accountType: 'district', districtId: id });
    const { token } = await createSession(ctx.database.db, user.id, {
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * 3600_000),
    });
    return { [SESSION_COOKIE]: token };
  }

  const send = (request: (typeof LICENSED)[number], cookies: Record<string, string>) =>
    'body' in request
      ? ctx.app.inject(jsonRequest(request.method, request.url, request.body, cookies))
      : ctx.app.inject({ method: request.method, url: request.url, cookies });

  let active: Record<string, string>;
  let inactive: Record<string, string>;
  let expired: Record<string, string>;
  beforeAll(async () => {
    active = await memberOf({ expiresAt: new Date('2027-07-31T00:00:00Z') });
    inactive = await memberOf({ active: false });
    expired = await memberOf({ expiresAt: new Date('2026-11-24T11:00:00Z') });
  });

  it.each(LICENSED)('$method $url is closed to members of a lapsed district', async (request) => {
    expect((await send(request, active)).statusCode).not.toBe(403);
    const whenInactive = await send(request, inactive);
    expect(whenInactive.statusCode).toBe(403);
    expect(whenInactive.json()).toEqual({
      code: 'DISTRICT_LICENCE_ENDED',
      message:
        'The Trellis licence of Maple Grove Schools is not active, so the builder and the library are closed for now. Your saved plan is kept. Please contact your school or district administrator.',
    });
    const whenExpired = await send(request, expired);
    expect(whenExpired.statusCode).toBe(403);
    expect(whenExpired.json().code).toBe('DISTRICT_LICENCE_ENDED');
    expect(whenExpired.json().message).toContain('has expired');
  });

  it('keeps the account open: the member still signs in, sees who they are and their district', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: `${api}/me`, cookies: expired });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.district).toMatchObject({
      name: 'Maple Grove Schools',
      expires: '2026-11-24T11:00:00.000Z',
    });
  });
});
