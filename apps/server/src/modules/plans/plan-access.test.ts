import { beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createSignedInUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { plansApi, type PlansApi } from '../../../test/plans-api';
import { useTestApp } from '../../../test/test-app';

// Every plan route refuses the users who must be refused: a colleague of the same district
// the plan is not shared with and a user of another district (404: they do not learn that
// it exists), a viewer changing it and an editor doing what only the owner may (403).

type Caller = 'stranger' | 'outsider' | 'viewer' | 'editor';

const NOT_FOUND = {
  code: 'NOT_FOUND',
  message: 'There is no such student plan, or it is not shared with you.',
};
const state = { strengths: [], needs: [], plan: [{ key: 'B1', title: 'Visual Schedule' }] };

interface Ids {
  plan: string;
  viewer: string;
  editor: string;
  stranger: string;
}

/** Each plan route, and the status each refused caller gets. */
const ROUTES: {
  name: string;
  send: (api: PlansApi, ids: Ids) => Promise<LightMyRequestResponse>;
  refused: Partial<Record<Caller, number>>;
}[] = [
  {
    name: 'GET /plans/:id',
    send: (api, ids) => api.get(ids.plan),
    refused: { stranger: 404, outsider: 404 },
  },
  {
    name: 'GET /plans/:id/history',
    send: (api, ids) => api.history(ids.plan),
    refused: { stranger: 404, outsider: 404 },
  },
  {
    name: 'PATCH /plans/:id (details)',
    send: (api, ids) => api.update(ids.plan, { label: 'Changed' }),
    refused: { stranger: 404, outsider: 404, viewer: 403 },
  },
  {
    name: 'PATCH /plans/:id (archive)',
    send: (api, ids) => api.update(ids.plan, { archived: true }),
    refused: { stranger: 404, outsider: 404, viewer: 403, editor: 403 },
  },
  {
    name: 'PUT /plans/:id/state',
    send: (api, ids) => api.saveState(ids.plan, { state, version: 1 }),
    refused: { stranger: 404, outsider: 404, viewer: 403 },
  },
  {
    name: 'DELETE /plans/:id',
    send: (api, ids) => api.remove(ids.plan),
    refused: { stranger: 404, outsider: 404, viewer: 403, editor: 403 },
  },
  {
    name: 'PUT /plans/:id/shares',
    send: (api, ids) => api.share(ids.plan, { userId: ids.stranger, role: 'editor' }),
    refused: { stranger: 404, outsider: 404, viewer: 403, editor: 403 },
  },
  {
    name: 'DELETE /plans/:id/shares/:userId (someone else’s share)',
    send: (api, ids) => api.unshare(ids.plan, ids.editor),
    refused: { stranger: 404, outsider: 404, viewer: 403 },
  },
  {
    name: 'DELETE /plans/:id/shares/:userId (the viewer’s share, by the editor)',
    send: (api, ids) => api.unshare(ids.plan, ids.viewer),
    refused: { editor: 403 },
  },
  {
    name: 'PUT /plans/current',
    send: (api, ids) => api.choose(ids.plan),
    refused: { stranger: 404, outsider: 404, viewer: 403 },
  },
  {
    name: 'POST /plans (copyFrom)',
    send: (api, ids) => api.create({ label: 'Copy', copyFrom: ids.plan }),
    refused: { stranger: 404, outsider: 404 },
  },
];

describeEachDatabase('student plans: who is refused', (createDatabase) => {
  const now = new Date('2026-11-24T09:00:00Z');
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => now } }));
  const callers = {} as Record<Caller | 'owner', PlansApi>;
  const ids = {} as Ids;

  beforeAll(async () => {
    const db = ctx.database.db;
    const maple = await createDistrict(db);
    const cedar = await createDistrict(db);
    const member = (districtId: string) => ({ accountType: 'district', districtId });
    const made = {} as Record<Caller | 'owner', { id: string }>;
    for (const [caller, districtId] of [
      ['owner', maple.id],
      ['editor', maple.id],
      ['viewer', maple.id],
      ['stranger', maple.id],
      ['outsider', cedar.id],
    ] as const) {
      const { user, cookies } = await createSignedInUser(db, member(districtId), now);
      made[caller] = user;
      callers[caller] = plansApi(() => ctx.app, cookies);
    }
    Object.assign(ids, { viewer: made.viewer.id, editor: made.editor.id });
    ids.stranger = made.stranger.id;
    ids.plan = (await callers.owner.create({ label: 'J.T.' })).json().id;
    await callers.owner.share(ids.plan, { userId: made.editor.id, role: 'editor' });
    await callers.owner.share(ids.plan, { userId: made.viewer.id, role: 'viewer' });
  });

  const cases = ROUTES.flatMap((route) =>
    Object.entries(route.refused).map(([caller, status]) => ({
      ...route,
      caller: caller as Caller,
      status,
    })),
  );

  it.each(cases)('$name refuses the $caller with $status', async ({ send, caller, status }) => {
    const res = await send(callers[caller], ids);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(status === 404 ? 'NOT_FOUND' : 'FORBIDDEN');
    if (status === 404) expect(res.json()).toMatchObject(NOT_FOUND);
  });

  it('changed nothing while refusing', async () => {
    const plan = (await callers.owner.get(ids.plan)).json();
    expect(plan).toMatchObject({ label: 'J.T.', archived: false, version: 1 });
    expect(plan.shares.map((share: { role: string }) => share.role).sort()).toEqual([
      'editor',
      'viewer',
    ]);
    const history = (await callers.owner.history(ids.plan)).json().events;
    expect(history.map((event: { kind: string }) => event.kind)).toEqual([
      'shared',
      'shared',
      'created',
    ]);
  });

  it('answers a plan that does not exist as it answers one the user may not see', async () => {
    const res = await callers.stranger.get('4b1c6a52-0d5e-4c41-9b1e-7a0f3a7d2c11');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('lets the viewer read and the editor edit, but neither see the plan in the stranger’s list', async () => {
    expect((await callers.viewer.get(ids.plan)).json().role).toBe('viewer');
    const edited = await callers.editor.update(ids.plan, { note: 'Seen by the team' });
    expect(edited.statusCode).toBe(200);
    expect((await callers.editor.saveState(ids.plan, { state, version: 1 })).statusCode).toBe(200);
    for (const caller of ['stranger', 'outsider'] as const) {
      const { plans } = (await callers[caller].list()).json();
      expect(plans).toEqual([]);
    }
  });

  it('publishes every plan route under the plans tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, object>>)
      // The implementers, log, review and family summary of a plan, and the plans a colleague
      // implements, are their own modules and tags (017, 018, 027).
      .filter(
        ([path]) =>
          path.startsWith('/api/v1/plans') &&
          !/\/(implementers|implementing|log|review|family-summary)\b/.test(path),
      )
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ op: `${method} ${path}`, ...op })),
      );
    expect(operations.map((operation) => operation.op).sort()).toEqual([
      'delete /api/v1/plans/{id}',
      'delete /api/v1/plans/{id}/shares/{userId}',
      'get /api/v1/plans',
      'get /api/v1/plans/{id}',
      'get /api/v1/plans/{id}/history',
      'patch /api/v1/plans/{id}',
      'post /api/v1/plans',
      'put /api/v1/plans/current',
      'put /api/v1/plans/{id}/shares',
      'put /api/v1/plans/{id}/state',
    ]);
    for (const operation of operations) expect(operation).toMatchObject({ tags: ['plans'] });
  });

  it('answers 401 to every plan route when signed out', async () => {
    const signedOut = plansApi(() => ctx.app, {});
    for (const route of ROUTES) {
      expect((await route.send(signedOut, ids)).statusCode, route.name).toBe(401);
    }
    expect((await signedOut.list()).statusCode).toBe(401);
    expect((await ctx.app.inject(jsonRequest('POST', '/api/v1/plans', {}))).statusCode).toBe(401);
  });
});
