import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases';
import { districtApi, type Person, useDistrictWorld } from '../../../test/district-admin-world';

// Who may use each route of the district console: only a district administrator, and only
// on their own district. Every route is listed, so a new one without the hook fails here.

type Route = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: object; staff?: true };

/** Every route, in an order the administrator can run them all (deactivate before reactivate). */
const ROUTES: Route[] = [
  { method: 'GET', path: '' },
  { method: 'GET', path: '/staff' },
  { method: 'PUT', path: '/staff/:id/role', body: { role: 'member' }, staff: true },
  { method: 'POST', path: '/staff/:id/deactivate', staff: true },
  { method: 'POST', path: '/staff/:id/reactivate', staff: true },
  { method: 'POST', path: '/staff/:id/password-reset', staff: true },
  { method: 'POST', path: '/code/rotate' },
  { method: 'PUT', path: '/code', body: { active: true, expiresOn: null } },
  { method: 'GET', path: '/usage' },
  { method: 'GET', path: '/universal-supports' },
  { method: 'GET', path: '/export.json' },
  { method: 'GET', path: '/export/plans.csv' },
  { method: 'GET', path: '/export/log.csv' },
  { method: 'GET', path: '/audit' },
];

describeEachDatabase('district console: who may call it', (createDatabase) => {
  const ctx = useDistrictWorld(createDatabase, new Date('2026-11-24T09:00:00Z'));

  const call = (route: Route, who: Person | null, staffId: string) => {
    const api = districtApi(() => ctx.app, who?.cookies);
    const path = route.path.replace(':id', staffId);
    return route.method === 'GET' ? api.get(path) : api.send(route.method, path, route.body);
  };

  it('lists every route of the console the API documents', () => {
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      path.startsWith('/api/v1/district')
        ? Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)
        : [],
    );
    const listed = ROUTES.map(
      (route) => `${route.method} /api/v1/district${route.path.replace(':id', '{id}')}`,
    );
    expect(documented.sort()).toEqual(listed.sort());
  });

  it('answers 401 signed out, and 403 to a staff member and to an operator', async () => {
    const { ben, otto } = ctx.world;
    for (const route of ROUTES) {
      const label = `${route.method} ${route.path}`;
      expect((await call(route, null, ben.id)).statusCode, label).toBe(401);
      for (const refused of [ben, otto]) {
        const res = await call(route, refused, ben.id);
        expect(res.statusCode, label).toBe(403);
        expect(res.json(), label).toEqual({
          code: 'FORBIDDEN',
          message: 'These pages are for the administrators of a district.',
        });
      }
    }
  });

  it('answers 404 to another district’s administrator for this district’s staff', async () => {
    const { ben, olga } = ctx.world;
    for (const route of ROUTES.filter((entry) => entry.staff)) {
      const res = await call(route, olga, ben.id);
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'No such staff member in your district.',
      });
    }
  });

  it('shows each administrator their own district only', async () => {
    const { olga, maple, cedar, ben, pia } = ctx.world;
    const api = districtApi(() => ctx.app, olga.cookies);
    expect((await api.overview()).json()).toMatchObject({ id: cedar.id, name: cedar.name });
    const staff: { id: string }[] = (await api.staff()).json().staff;
    expect(staff.map((person) => person.id)).toContain(pia.id);
    expect(staff.map((person) => person.id)).not.toContain(ben.id);
    const exported = (await api.get('/export.json')).json();
    expect(exported.district.id).toBe(cedar.id);
    expect(exported.district.id).not.toBe(maple.id);
  });

  it('answers 2xx to the district’s administrator on every route', async () => {
    const { ana, ben } = ctx.world;
    for (const route of ROUTES) {
      const res = await call(route, ana, ben.id);
      expect(res.statusCode, `${route.method} ${route.path}: ${res.body}`).toBeGreaterThanOrEqual(
        200,
      );
      expect(res.statusCode, `${route.method} ${route.path}`).toBeLessThan(300);
    }
  });

  it('answers 404 for an unknown id and 400 for one that is no id', async () => {
    const api = districtApi(() => ctx.app, ctx.world.ana.cookies);
    expect((await api.deactivate(crypto.randomUUID())).statusCode).toBe(404);
    expect((await api.deactivate('not-an-id')).statusCode).toBe(400);
  });
});
