import fc from 'fast-check';
import type { JsonSchema, Operation } from './fuzz-openapi';
import { brokenValue, type Hints, oddString, oddValue, validValue } from './fuzz-values';
import { ApiErrorSchema } from '@trellis/shared/api-error-schema';

// Malformed requests for every operation of the app's OpenAPI document, for the fuzz test
// (apps/server/test/fuzz.test.ts) and the longer run (bench/fuzz.ts). A request is built
// from the operation's own schemas (fuzz-openapi.ts), then broken with the odd values of
// fuzz-values.ts: wrong types, bad JSON, wrong content types, bad encodings.

/** A request as `app.inject()` takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** How a request is signed in: not at all, or as a fresh session of one of the users. */
export type Identity = 'signed-out' | 'signed-in';

/** Percent-encodes any string, lone surrogates included (as the bytes a browser never sends). */
function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
        : encodeURIComponent(char);
  }
  return out;
}

/** A value as URL text: strings as they are, anything else as JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Raw URL pieces no encoder produces: broken escapes, encoded slashes and dots. */
const rawUrlPiece = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%2F',
  '..',
  '%2e%2e',
  '%00',
  '%FF',
  '?',
  '#',
  ';a=b',
  '//',
);

const urlText = (schema: JsonSchema, hints: Hints) =>
  fc.oneof(
    {
      arbitrary: validValue(schema, hints).map((value) => encodeComponent(asText(value))),
      weight: 3,
    },
    { arbitrary: oddString.map(encodeComponent), weight: 4 },
    { arbitrary: rawUrlPiece, weight: 1 },
  );

function queryFor(operation: Operation, hints: Hints): fc.Arbitrary<string> {
  const known = operation.query.map((parameter) =>
    fc.oneof(
      {
        arbitrary: urlText(parameter.schema, hints).map((v) => [`${parameter.name}=${v}`]),
        weight: 6,
      },
      { arbitrary: fc.constant([]), weight: 1 },
      {
        arbitrary: fc
          .tuple(urlText(parameter.schema, hints), urlText(parameter.schema, hints))
          .map(([a, b]) => [`${parameter.name}=${a}`, `${parameter.name}=${b}`]),
        weight: 1,
      },
      {
        arbitrary: urlText(parameter.schema, hints).map((v) => [
          `${parameter.name}[x]=${v}`,
          `${parameter.name}[]=`,
        ]),
        weight: 1,
      },
    ),
  );
  const extra = fc.array(
    fc
      .tuple(fc.constantFrom('x', '__proto__', 'constructor', '%00', ''), urlText({}, hints))
      .map(([k, v]) => `${k}=${v}`),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...known), extra).map(([parts, extras]) => {
    const all = [...parts.flat(), ...extras];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

function urlFor(operation: Operation, hints: Hints): fc.Arbitrary<string> {
  const params = operation.params.map((parameter) =>
    urlText(parameter.schema, hints).map((value) => [parameter.name, value] as const),
  );
  return fc.tuple(fc.tuple(...params), queryFor(operation, hints)).map(([values, query]) => {
    let path = operation.path;
    for (const [name, value] of values) path = path.replace(`{${name}}`, value || '%20');
    return path + query;
  });
}

/** Bodies that are not JSON, or not the JSON the content type says. */
const BAD_JSON = [
  '{',
  '{"a":',
  '[1,]',
  'nul',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\u0000',
  '"\\uD800"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '1'.repeat(400),
  '[[[[[[[[[[[[[[[[[[[[',
  '{"a":"\\u0000"}',
  '',
];

/** Past the 1 MiB body limit; one instance, however many requests send it. */
const OVERSIZED = `"${'a'.repeat(1024 * 1024 + 10)}"`;

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/json-patch+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

function bodyFor(
  schema: JsonSchema | null,
  hints: Hints,
): fc.Arbitrary<{ type?: string; payload?: string | Buffer }> {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? 'null' }));
  const shaped = schema ?? { type: 'object' };
  return fc.oneof(
    { arbitrary: json(brokenValue(shaped, hints)), weight: 8 },
    { arbitrary: json(validValue(shaped, hints)), weight: 3 },
    { arbitrary: json(oddValue), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(...BAD_JSON)
        .map((payload) => ({ type: 'application/json', payload })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), validValue(shaped, hints))
        .map(([type, v]) => ({ type, payload: JSON.stringify(v) ?? '' })),
      weight: 2,
    },
    {
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
        type: 'application/json',
        payload: Buffer.concat([
          Buffer.from('{"a":"'),
          bytes,
          Buffer.from([0xff, 0xfe, 0x22, 0x7d]),
        ]),
      })),
      weight: 1,
    },
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: fc.constant({ type: 'application/json', payload: OVERSIZED }), weight: 1 },
  );
}

const ODD_ORIGINS = ['null', 'http://evil.example', 'not a url', ''];

/** Malformed requests for `operation`; `cookie` adds a session when signed in. */
export function requestsFor(
  operation: Operation,
  origin: string,
  hints: Hints = [],
): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { arbitrary: fc.constant(operation.method), weight: 12 },
    { arbitrary: fc.constantFrom('HEAD', 'PATCH', 'DELETE', 'OPTIONS', 'PUT', 'POST'), weight: 1 },
  );
  return fc
    .record({
      method,
      url: urlFor(operation, hints),
      body: bodyFor(operation.body, hints),
      origin: fc.oneof(
        { arbitrary: fc.constant(origin), weight: 8 },
        { arbitrary: fc.constantFrom(...ODD_ORIGINS), weight: 1 },
      ),
      remoteAddress: fc.ipV4(),
      accept: fc.constantFrom(undefined, 'application/json', 'text/html', '*/*'),
    })
    .map(({ method: chosen, url, body, origin: sentOrigin, remoteAddress, accept }) => {
      const headers: Record<string, string> = {};
      if (sentOrigin) headers.origin = sentOrigin;
      if (accept) headers.accept = accept;
      const sendsBody = !['GET', 'HEAD'].includes(chosen) || operation.body === null;
      if (body.type && sendsBody) headers['content-type'] = body.type;
      const request: FuzzRequest = { method: chosen, url, headers, remoteAddress };
      if (body.payload !== undefined && sendsBody && chosen !== 'GET' && chosen !== 'HEAD') {
        request.payload = body.payload;
      }
      return request;
    });
}

/** Session cookies the fuzzer sends besides a real one: garbage, empty, repeated, huge. */
export const oddCookie = fc.constantFrom(
  '',
  '%',
  '=;=;',
  'x'.repeat(4_000),
  '%00',
  'a b',
  '"quoted"',
);

// ── Checking answers ─────────────────────────────────────────────────────────────────────

const STACK_TRACE = /\n\s+at |^\s{4}at /m;
const FILE_PATH = /(?:\/[\w.@-]+){2,}\.(?:[cm]?[jt]s|tsx?)\b|node_modules|file:\/\//;

/** Why an answer is a failure (a 5xx, or internals in its body), or null when it is fine. */
export function answerProblem(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/pdf')) return null;
  if (STACK_TRACE.test(response.body)) return 'answered with a stack trace';
  if (FILE_PATH.test(response.body)) return 'answered with a file path';
  // Every error the API answers is one of the catalogue's codes, in the one error shape
  // (a HEAD request's answer has no body to check).
  if (response.statusCode >= 400 && type.startsWith('application/json') && response.body) {
    const parsed = ApiErrorSchema.safeParse(parseJson(response.body));
    if (!parsed.success) return 'answered an error outside the error catalogue';
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The request as one readable line, bodies cut short. */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body(${request.payload.length}): ${JSON.stringify(
          typeof request.payload === 'string'
            ? request.payload.slice(0, 300)
            : request.payload.subarray(0, 300).toString('latin1'),
        )}`;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      value.length > 100 ? `${value.slice(0, 100)}…(${value.length})` : value,
    ]),
  );
  return `${request.method} ${request.url.slice(0, 300)} headers=${JSON.stringify(headers)}${payload}`;
}
