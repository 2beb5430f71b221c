import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError, ApiErrorCode, ApiIssue } from '@trellis/shared/api-error';
import { AppError } from '../errors';
import { redactDatabaseError } from '../logger';

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.';

function toPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'request';
}

function validationBody(error: FastifyError): ApiError {
  const context = error.validationContext;
  const issues: ApiIssue[] = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((item) => ({
        path: toPath(item.instancePath, context),
        message: item.message ?? 'Invalid value',
      }))
    : [{ path: context ?? 'request', message: error.message }];
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return { code: 'VALIDATION_FAILED', message: `Please check the request. ${summary}`, issues };
}

/** Maps any error to `{code, message, issues?}`; details of server faults stay in the log. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ApiError = { code: error.code, message: error.message };
    if (error.issues) body.issues = error.issues;
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.statusCode).send(body);
  }
  if (error.validation) return reply.status(400).send(validationBody(error));

  const status = error.statusCode ?? 500;
  if (status >= 500 || isResponseSerializationError(error)) {
    // A database error carries the query's parameters (a password hash, a token): only its
    // code and message are logged, whichever logger the app was given.
    request.log.error({ err: redactDatabaseError(error) }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: GENERIC_5XX });
  }
  // Fastify's own client errors (malformed JSON, body too large, wrong content type…)
  // carry messages that are safe and useful to show; their codes join the catalogue's.
  const body: ApiError = { code: clientErrorCode(status), message: error.message };
  return reply.status(status).send(body);
}

/** The catalogue's code for a client error Fastify raised itself, by its status. */
function clientErrorCode(status: number): ApiErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'JSON_REQUIRED';
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  return 'BAD_REQUEST';
}

/** Answers unknown API routes with a JSON 404; other paths go to `fallback` (the SPA). */
export function registerNotFound(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && fallback) return fallback(request, reply);
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: `There is no ${request.method} ${request.url.split('?')[0]} in the Trellis API.`,
    });
  });
}
