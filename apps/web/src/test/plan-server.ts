import type { StudentPlan, StudentPlanState } from '@trellis/shared/student-plans';
import { answerBatch, batchKeyPaths } from './accommodation-batch-stub';

type Json = Record<string, unknown>;

/** One request the fake server answered. */
export interface PlanCall {
  method: string;
  path: string;
  body: unknown;
}

const EMPTY_STATE: StudentPlanState = { strengths: [], needs: [], plan: [] };

/** An id the shared schemas accept (`z.uuid()`): `…-4000-8000-` plus a number. */
export function planId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const ROSA_ID = '0b7f3c8e-1d7b-4c8e-9a55-3f1e2b4c5d6e';
const CAM = { id: '7b1e9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Cam Aalto' };

/** A student plan as `GET /plans/:id` answers it; Rosa (the signed-in test user) owns it. */
export function studentPlan(n: number, change: Partial<StudentPlan> = {}): StudentPlan {
  return {
    id: planId(n),
    label: `Student ${n}`,
    grade: null,
    planType: 'IEP',
    meetingDate: null,
    reviewDate: null,
    note: '',
    itemCount: change.state?.plan.length ?? 0,
    archived: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    role: 'owner',
    owner: { id: ROSA_ID, name: 'Rosa Diaz' },
    lastEditor: null,
    shared: false,
    state: EMPTY_STATE,
    version: 1,
    shares: [],
    ...change,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, code: string, message: string) => json({ code, message }, status);

/**
 * A fake of the plan routes (`/api/v1/plans…`) that keeps plans, versions and the current
 * plan like the server does, with any other answers given as in `stubApi` (`extra`, by
 * path; unknown paths 404). `editAsColleague` saves a plan as someone else would, for
 * conflicts; `failSaves` makes saves answer an error.
 */
export function fakePlanServer(options: {
  plans: StudentPlan[];
  currentPlanId?: string | null;
  extra?: Record<string, Json | ((body: unknown) => Promise<Response> | Response)>;
}) {
  const plans = new Map(options.plans.map((plan) => [plan.id, structuredClone(plan)]));
  const server = {
    plans,
    currentPlanId: options.currentPlanId ?? null,
    calls: [] as PlanCall[],
    /** Saves answer this error until it is set back to null. */
    failSaves: null as null | { status: number; code: string },
    created: 0,
    /** While set, saves wait for it (a save still on its way). */
    held: null as Promise<void> | null,
    /** Holds every save until the returned function is called. */
    holdSaves() {
      let release = () => {};
      server.held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        server.held = null;
        release();
      };
    },
    /** Someone else saves a plan: the version moves on and they are its last editor. */
    editAsColleague(id: string, state: StudentPlanState) {
      const plan = plans.get(id);
      if (!plan) throw new Error(`no plan ${id}`);
      plan.state = state;
      plan.version += 1;
      plan.updatedAt = '2026-11-22T14:05:00.000Z';
      plan.lastEditor = CAM;
    },
    saves(id?: string) {
      return server.calls.filter(
        (call) =>
          call.method === 'PUT' && /\/state$/.test(call.path) && (!id || call.path.includes(id)),
      );
    },
  };

  const summary = ({ state: _s, version: _v, shares: _sh, ...rest }: StudentPlan) => rest;

  const answer = (method: string, url: URL, body: unknown): Response | null => {
    const path = url.pathname;
    if (path === '/api/v1/plans' && method === 'GET') {
      const current = plans.get(server.currentPlanId ?? '') ?? null;
      return json({
        plans: [...plans.values()].map(summary),
        currentPlanId: server.currentPlanId,
        limit: 1000,
        ...(url.searchParams.get('include') === 'current' ? { current } : {}),
      });
    }
    if (path === '/api/v1/plans' && method === 'POST') {
      server.created += 1;
      const { label, copyFrom } = body as { label: string; copyFrom?: string };
      const plan = studentPlan(900 + server.created, {
        label,
        state: copyFrom ? structuredClone(plans.get(copyFrom)?.state ?? EMPTY_STATE) : EMPTY_STATE,
      });
      plans.set(plan.id, plan);
      server.currentPlanId = plan.id;
      return json(plan, 201);
    }
    if (path === '/api/v1/plans/current' && method === 'PUT') {
      server.currentPlanId = (body as { planId: string }).planId;
      return new Response(null, { status: 204 });
    }
    const match = /^\/api\/v1\/plans\/([^/]+)(\/state)?$/.exec(path);
    if (!match) return null;
    const plan = plans.get(decodeURIComponent(match[1] ?? ''));
    if (!plan) return failure(404, 'NOT_FOUND', 'This plan does not exist.');
    if (!match[2] && method === 'GET') return json(plan);
    if (match[2] && method === 'PUT') {
      if (server.failSaves) {
        return failure(server.failSaves.status, server.failSaves.code, 'Refused.');
      }
      if (plan.role === 'viewer') return failure(403, 'FORBIDDEN', 'You can only view this plan.');
      const sent = body as { state: StudentPlanState; version: number };
      if (sent.version !== plan.version) {
        return failure(409, 'PLAN_CONFLICT', 'Someone saved this plan since you loaded it.');
      }
      plan.state = sent.state;
      plan.version += 1;
      plan.itemCount = sent.state.plan.length;
      plan.updatedAt = `2026-11-22T10:00:${String(plan.version).padStart(2, '0')}.000Z`;
      return json({ version: plan.version, updatedAt: plan.updatedAt });
    }
    return null;
  };

  const extraAnswer = async (path: string, body: unknown): Promise<Response> => {
    const extra = options.extra?.[path];
    if (typeof extra === 'function') return extra(body);
    if (extra) return json(extra);
    return failure(404, 'NOT_FOUND', 'no stub');
  };

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    server.calls.push({ method, path: url.pathname, body });
    if (server.held && method === 'PUT' && url.pathname.endsWith('/state')) await server.held;
    const planAnswer = answer(method, url, body);
    if (planAnswer) return planAnswer;
    const batch = batchKeyPaths(url);
    return batch
      ? answerBatch(batch, (path) => extraAnswer(path, body))
      : extraAnswer(url.pathname, body);
  };
  return server;
}
