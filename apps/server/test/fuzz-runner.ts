import fc from 'fast-check';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { API_PREFIX } from '@trellis/shared/product';
import type { App } from '../src/app';
import type { ContentIndex } from '../src/content/content-index';
import type { Db } from '../src/db/client';
import { createDistrict, createSession, createUserWithPassword } from './factories';
import {
  answerProblem,
  describeRequest,
  type FuzzRequest,
  type Identity,
  oddCookie,
  requestsFor,
} from './fuzz-requests';
import { type OpenApiDocument, type Operation, operationsOf } from './fuzz-openapi';

// Sends generated malformed requests to an app through `inject()` and collects every answer
// that is a 5xx or shows internals. Shared by the fuzz test and `npm run bench:fuzz`.

/** What fuzzing one operation as one identity found. */
export interface FuzzReport {
  operation: string;
  identity: Identity;
  requests: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
  /** One line per failing request: the problem, the request and the start of the answer. */
  failures: string[];
  durationMs: number;
}

/** The signed-in requests' users, and values the fuzzer mixes into its strings. */
export interface FuzzWorld {
  /** Users a signed-in request acts as: an individual subscriber and a district teacher. */
  users: string[];
  /** Who a signed-in request to a console acts as (everyone else is refused there). */
  consoles: { district: string; operator: string };
  hints: string[];
}

/** The users a signed-in request to `path` may act as: the console's role, or anyone. */
function usersFor(world: FuzzWorld, path: string): string[] {
  if (path.startsWith(`${API_PREFIX}/district`)) return [world.consoles.district];
  if (path.startsWith(`${API_PREFIX}/operator`)) return [world.consoles.operator];
  return world.users;
}

/** Creates the users and collects the hints (see {@link FuzzWorld}). */
export async function createFuzzWorld(db: Db, content: ContentIndex): Promise<FuzzWorld> {
  const password = 'fuzzing-is-fun-42';
  const district = await createDistrict(db, { name: 'Fuzz District' });
  const individual = await createUserWithPassword(db, password, {
    subscriptionExpiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
  const teacher = await createUserWithPassword(db, password, {
    accountType: 'district',
    districtId: district.id,
  });
  const districtAdmin = await createUserWithPassword(db, password, {
    accountType: 'district',
    districtId: district.id,
    role: 'district_admin',
  });
  const operator = await createUserWithPassword(db, password, { role: 'operator' });
  // A colleague, so the personnel list and plan e-mails have someone to go to.
  const colleague = await createUserWithPassword(db, password, {
    accountType: 'district',
    districtId: district.id,
  });
  const library = content.library;
  const needs = library.needCategories.flatMap((category) => category.needs);
  const strengths = library.strengthCategories.flatMap((category) => category.strengths);
  const hints = [
    district.code,
    individual.email,
    teacher.email,
    colleague.id,
    colleague.email,
    ...library.accommodations.slice(0, 10).map((accommodation) => accommodation.key),
    ...needs.slice(0, 5).flatMap((need) => [need.id, need.name]),
    ...strengths.slice(0, 5).flatMap((strength) => [strength.id, strength.name]),
    'cn000',
    'cs000',
  ];
  return {
    users: [individual.id, teacher.id],
    consoles: { district: districtAdmin.id, operator: operator.id },
    hints,
  };
}

/** The app's operations, from its OpenAPI document. */
export function appOperations(app: App): Operation[] {
  return operationsOf(app.swagger() as OpenApiDocument);
}

export interface FuzzOptions {
  identity: Identity;
  world: FuzzWorld;
  runs: number;
  seed: number;
  /** The Origin the app's own pages send. */
  origin: string;
}

/** Sends `options.runs` malformed requests for `operation` and reports what came back. */
export async function fuzzOperation(
  app: App,
  db: Db,
  operation: Operation,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const report: FuzzReport = {
    operation: `${operation.method} ${operation.path}`,
    identity: options.identity,
    requests: 0,
    statuses: {},
    failures: [],
    durationMs: 0,
  };
  const started = performance.now();
  const requests = fc.tuple(
    requestsFor(operation, options.origin, options.world.hints),
    fc.nat(),
    fc.oneof({ arbitrary: fc.constant(null), weight: 7 }, { arbitrary: oddCookie, weight: 1 }),
  );
  // Batches keep memory flat on long runs.
  for (let done = 0; done < options.runs; done += 100) {
    const batch = fc.sample(requests, {
      numRuns: Math.min(100, options.runs - done),
      seed: options.seed + done,
    });
    for (const [request, pick, cookie] of batch) {
      const { userId, cookies } = await cookiesFor(
        db,
        options,
        usersFor(options.world, operation.path),
        pick,
      );
      if (cookie !== null && options.identity === 'signed-out') {
        request.headers.cookie = `${SESSION_COOKIE}=${cookie}`;
      }
      const status = await send(app, request, cookies, report);
      if (userId && mayEndSession(request, status)) sessionTokens.delete(userId);
    }
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

/** Session tokens by user id, made once and dropped when a request may have ended them. */
const sessionTokens = new Map<string, string>();

async function cookiesFor(
  db: Db,
  options: FuzzOptions,
  users: string[],
  pick: number,
): Promise<{ userId: string | null; cookies: Record<string, string> }> {
  const userId = users[pick % users.length];
  if (options.identity === 'signed-out' || !userId) return { userId: null, cookies: {} };
  let token = sessionTokens.get(userId);
  if (!token) {
    token = (await createSession(db, userId)).token;
    sessionTokens.set(userId, token);
  }
  return { userId, cookies: { [SESSION_COOKIE]: token } };
}

/** Signing out and changing the password end sessions: the next request gets a new one. */
function mayEndSession(request: FuzzRequest, status: number): boolean {
  return status < 300 && /\/auth\/(logout|password)/.test(request.url);
}

async function send(
  app: App,
  request: FuzzRequest,
  cookies: Record<string, string>,
  report: FuzzReport,
): Promise<number> {
  report.requests += 1;
  let response;
  try {
    response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
      remoteAddress: request.remoteAddress,
      cookies,
    });
  } catch (error) {
    // inject() itself refused the request (no HTTP client could send it either).
    const reason = error instanceof Error ? error.message : String(error);
    report.failures.push(`inject failed (${reason}): ${describeRequest(request)}`);
    return 0;
  }
  report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
  const problem = answerProblem(response);
  if (problem) {
    report.failures.push(
      `${problem}: ${describeRequest(request)} → ${response.body.slice(0, 300)}`,
    );
  }
  return response.statusCode;
}
