import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './config';

/** Fields that may carry credentials; pino replaces them wherever they appear in a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.access_token',
  '*.resetToken',
  '*.clientSecret',
  '*.cookie',
];

const CENSOR = '[Redacted]';

/**
 * Path segments followed by a secret: a reset link's token, a completion key, a card link's
 * token, and a log link's (the page `/log/<token>` only: `/plans/:id/log/csv` holds none).
 */
const SECRET_SEGMENT =
  /(\/(?:pwreset-form|registration\/complete|auth\/school-code|cards?)\/|^\/log\/)[^/?#]+/gi;
/**
 * Query parameters whose value is a secret (`/register/complete?key=…`); a provider's answer
 * to single sign-on carries its one-time `code` and our `state`; the single sign-on look-ups
 * carry the address typed, which is nobody's business in a log.
 */
const SECRET_PARAMS = new Set([
  'key',
  'token',
  'reset_hash',
  'hash',
  'access_token',
  'code',
  'state',
  'email',
]);

/** A request URL as it may be logged: the tokens and keys it carries replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(
    SECRET_SEGMENT,
    `$1${CENSOR}`,
  );
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return eq !== -1 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer, with the URL's secrets redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Properties database drivers attach to errors that repeat the query and its values. */
const QUERY_FIELDS = ['query', 'params', 'parameters', 'queryOptions'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The errors of a chain of causes, outermost first. */
function causeChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  for (
    let current = error;
    isRecord(current) && !chain.includes(current);
    current = current.cause
  ) {
    chain.push(current);
  }
  return chain;
}

/** Whether an error came from the database: drizzle's wrapper, PGlite's or pg's own error. */
function isDatabaseError(item: Record<string, unknown>): boolean {
  return (
    item.name === 'DrizzleQueryError' ||
    QUERY_FIELDS.some((field) => field in item) ||
    (typeof item.code === 'string' && typeof item.severity === 'string')
  );
}

/** Marks an error already reduced by `redactDatabaseError`. */
const REDACTED = Symbol('redacted database error');

function isRedacted(value: unknown): value is pino.SerializedError {
  return typeof value === 'object' && value !== null && REDACTED in value;
}

/**
 * A database error as it may be logged: the SQLSTATE code and PostgreSQL's message, never the
 * query, its parameters or the row's values (drizzle repeats the query and parameters in its
 * message: a password hash, a token; PostgreSQL's detail repeats values).
 */
export function redactDatabaseError(error: unknown): unknown {
  // The error handler redacts before logging and pino's serializer runs again on the result:
  // a second pass must leave it as it is.
  if (isRedacted(error)) return error;
  const chain = causeChain(error);
  if (!chain.some(isDatabaseError)) return error;
  // PostgreSQL's own error, the one with the SQLSTATE code, is the deepest of the chain.
  const driver = chain.findLast((item) => typeof item.code === 'string');
  const code = typeof driver?.code === 'string' ? driver.code : undefined;
  const reason = typeof driver?.message === 'string' ? driver.message : 'query failed';
  const type = error instanceof Error ? error.constructor.name : 'DatabaseError';
  const message = `database error${code ? ` ${code}` : ''}: ${reason}`;
  const frames =
    error instanceof Error && error.stack
      ? error.stack.split('\n').filter((line) => /^\s+at /.test(line))
      : [];
  const safe: Record<string | symbol, unknown> = {
    [REDACTED]: true,
    type,
    message,
    code,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of ['severity', 'table', 'column', 'constraint', 'routine']) {
    if (typeof driver?.[field] === 'string') safe[field] = driver[field];
  }
  return safe;
}

/** pino's error serializer, with database errors reduced to their code and message. */
export function serializeError(error: Error): pino.SerializedError {
  const safe = redactDatabaseError(error);
  return isRedacted(safe) ? safe : pino.stdSerializers.err(error);
}

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** pino options for Fastify's logger: JSON lines; credentials, tokens and query values redacted. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest, err: serializeError },
  };
}

/**
 * The level of a request's one log line: successful reads are the bulk of the traffic and
 * tell little, so they go to debug (logging each at info cost 40 % of a cheap route's
 * throughput, issue 20); every change, every refusal and every failure stays visible.
 */
export function requestLogLevel(method: string, statusCode: number): 'debug' | 'info' | 'error' {
  if (statusCode >= 500) return 'error';
  if (statusCode < 400 && (method === 'GET' || method === 'HEAD')) return 'debug';
  return 'info';
}

/**
 * Fastify's request lines: none when a request comes in, one when its answer is sent, at
 * {@link requestLogLevel} (Fastify writes two at info). A 5xx's error is logged by the error
 * handler under the same request id; an error after the answer (a failing hook) comes here.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    // pino's methods below its level are empty functions: a debug line costs nothing at info.
    const level = error ? 'error' : requestLogLevel(request.method, reply.statusCode);
    reply.log[level](
      {
        req: request,
        res: reply,
        responseTime: reply.elapsedTime,
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}
