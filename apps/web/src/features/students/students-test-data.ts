import type { PlanSummary, StudentPlan } from '@trellis/shared/student-plans';
import { signedIn } from '../../test/render-app';
import { localCalendarDay } from '../../lib/dates';

// Test data and a method-aware API stub for the My Students tests.

export const me = signedIn.user;
const ana = { id: '2a2a2a2a-2a2a-4a2a-8a2a-2a2a2a2a2a2a', name: 'Ana Ruiz' };
const lee = { id: '3b3b3b3b-3b3b-4b3b-8b3b-3b3b3b3b3b3b', name: 'Lee Park' };
const owner = { id: me.id, name: `${me.firstName} ${me.lastName}` };

/** The calendar date `days` from today, as the page computes today. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localCalendarDay(date);
}

let next = 0;
/** A plan of the signed-in user, with `changes` on top. */
export function planSummary(changes: Partial<PlanSummary> & { label: string }): PlanSummary {
  next += 1;
  const tail = String(next).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${tail}`,
    grade: null,
    planType: 'IEP',
    meetingDate: null,
    reviewDate: null,
    note: '',
    itemCount: 0,
    archived: false,
    createdAt: '2026-09-01T12:00:00.000Z',
    updatedAt: '2026-11-20T15:30:00.000Z',
    role: 'owner',
    owner,
    lastEditor: null,
    shared: false,
    ...changes,
  };
}

/** The whole plan `GET /plans/:id` answers for `summary`. */
export function fullPlan(summary: PlanSummary, changes: Partial<StudentPlan> = {}): StudentPlan {
  return {
    ...summary,
    state: { strengths: [], needs: [], plan: [] },
    version: 3,
    shares: [],
    ...changes,
  };
}

/** A caseload covering the table's cases: overdue, due soon, later, none, shared, archived. */
export function caseload(): PlanSummary[] {
  return [
    planSummary({ label: 'Bea', planType: 'Other' }),
    planSummary({
      label: 'Mo',
      grade: 'K',
      planType: '504',
      reviewDate: daysFromToday(10),
      role: 'editor',
      owner: ana,
      shared: true,
      itemCount: 2,
    }),
    planSummary({
      label: 'J.T.',
      grade: '3',
      reviewDate: daysFromToday(-3),
      itemCount: 4,
      shared: true,
      lastEditor: ana,
    }),
    planSummary({
      label: 'Al',
      grade: '3',
      reviewDate: daysFromToday(90),
      note: 'Reads with a ruler',
    }),
    planSummary({ label: 'Zed', archived: true, reviewDate: daysFromToday(-1) }),
    planSummary({ label: 'Cy', grade: '7', role: 'viewer', owner: lee, shared: true }),
  ];
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Whether `request` is `method path` (the builder's own plan calls run alongside). */
export function isCall(request: SentRequest, method: string, path: string): boolean {
  return request.method === method && request.path === path;
}

type Answer = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs the API like `stubApi`, with answers keyed by `METHOD /path` (paths under
 * /api/v1), and records every request with its method and body. `GET /me` answers
 * `signedIn` unless given.
 */
/**
 * What the builder's sync asks at sign-in besides the list (it runs on every page): making a
 * plan current, and the current plan whole, answered from the test's own list.
 */
async function builderSyncAnswer(
  answers: Record<string, Answer | object>,
  method: string,
  path: string,
): Promise<Response | null> {
  if (method === 'PUT' && path === '/plans/current') return new Response(null, { status: 204 });
  const list = answers['GET /plans'];
  const id = /^\/plans\/([^/]+)$/.exec(path)?.[1];
  if (method !== 'GET' || !id || typeof list !== 'function') return null;
  const answered = await (list as Answer)(undefined);
  const { plans } = (await answered.json()) as { plans: PlanSummary[] };
  const summary = plans.find((plan) => plan.id === id);
  return summary ? Response.json(fullPlan(summary)) : null;
}

export function stubPlansApi(answers: Record<string, Answer | object>) {
  const sent: SentRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    const answer = answers[`${method} ${path}`] ?? (path === '/me' ? signedIn : undefined);
    if (typeof answer === 'function') return (answer as Answer)(body);
    if (answer === undefined) {
      const builderAnswer = await builderSyncAnswer(answers, method, path);
      if (builderAnswer) return builderAnswer;
      return Response.json(
        { code: 'NOT_FOUND', message: `no stub for ${method} ${path}` },
        { status: 404 },
      );
    }
    return Response.json(answer);
  };
  return sent;
}

/** `GET /plans` answering whatever `plans` holds at the time (tests change it). */
export function listAnswer(plans: { current: PlanSummary[] }) {
  return () => Response.json({ plans: plans.current, currentPlanId: null, limit: 1000 });
}
