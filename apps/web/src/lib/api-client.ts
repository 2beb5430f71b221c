import type { z } from 'zod';
import {
  API_ERROR_CODES,
  ErrorCode,
  type ApiError,
  type ApiErrorCode,
  type ApiIssue,
} from '@trellis/shared/api-error';
import { API_PREFIX } from '@trellis/shared/product';
import { announceSessionEnded, noteServerActivity } from './server-activity';

/**
 * The codes the web app gives failures the API did not describe: no answer at all, or an
 * answer whose body is not an API error (a proxy's page, an unknown code).
 */
export const ClientErrorCode = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  HTTP_ERROR: 'HTTP_ERROR',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** A failed API call: the server's code, message and field issues, or a network failure. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | ClientErrorCode,
    message: string,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
  }
}

/** Whether a call failed because the server has no such thing (404): gone, not unreachable. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * The address of an API path (`/plans/…`), as every call and every link to an API file is
 * built: one place that knows the API's prefix.
 */
export const apiHref = (path: string) => `${API_PREFIX}${path}`;

const NETWORK_MESSAGE = 'Trellis could not reach the server. Check your connection and try again.';

const KNOWN_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isIssue = (value: unknown): value is ApiIssue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * Whether a body is the API's error (`{ code, message, issues? }` with a known code). Checked
 * by hand, not with the shared schema, so that zod stays out of every page's script.
 */
function isApiError(body: unknown): body is ApiError {
  if (!isRecord(body)) return false;
  const { code, message, issues } = body;
  return (
    typeof code === 'string' &&
    KNOWN_CODES.has(code) &&
    typeof message === 'string' &&
    (issues === undefined || (Array.isArray(issues) && issues.every(isIssue)))
  );
}

async function toError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiError(body)) {
    return new ApiRequestError(response.status, body.code, body.message, body.issues);
  }
  return new ApiRequestError(
    response.status,
    ClientErrorCode.HTTP_ERROR,
    `The server answered ${response.status}.`,
  );
}

type RequestInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

// Mutating calls always send JSON (the server requires it, which keeps other sites from
// posting forms to it). Failures become ApiRequestError; a 401 announces the session's end.
async function send(path: string, init: RequestInit, accept: string): Promise<Response> {
  const method = init.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(apiHref(path), {
      method,
      credentials: 'same-origin',
      headers: method === 'GET' ? { accept } : { 'content-type': 'application/json', accept },
      body: method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, ClientErrorCode.NETWORK_ERROR, NETWORK_MESSAGE);
  }
  if (!response.ok) {
    const error = await toError(response);
    if (error.code === ErrorCode.UNAUTHENTICATED) announceSessionEnded();
    throw error;
  }
  noteServerActivity();
  return response;
}

/**
 * Calls the API and answers its JSON, typed by the shared response schema `S` (a type
 * argument: `apiRequest<typeof MeResponseSchema>('/me')`). The answer is not checked again
 * here: the server serialises every response through that schema, so a second check would
 * only bring zod (and its cost) to every page.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  init: RequestInit = {},
): Promise<z.output<S>> {
  const response = await send(path, init, 'application/json');
  return (await response.json()) as z.output<S>;
}

/** Calls an API route that answers 204 No Content (a delete, a choice recorded). */
export async function apiNoContent(path: string, init: RequestInit): Promise<void> {
  await send(path, init, 'application/json');
}

/** A file the API answered, with the name its Content-Disposition gives. */
export interface ApiFile {
  blob: Blob;
  fileName: string;
}

/** Calls an API route that answers a file (`accept`), named by its Content-Disposition. */
export async function apiFile(
  path: string,
  init: RequestInit,
  { accept, fallbackName }: { accept: string; fallbackName: string },
): Promise<ApiFile> {
  const response = await send(path, init, accept);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Calls an API route that answers a PDF. */
export function apiPdf(path: string, init: RequestInit): Promise<ApiFile> {
  return apiFile(path, init, { accept: 'application/pdf', fallbackName: 'trellis.pdf' });
}
