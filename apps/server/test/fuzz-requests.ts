import fc from 'fast-check';

// Malformed requests for every operation of the app's OpenAPI document, for the fuzz test
// (apps/server/test/fuzz.test.ts) and the longer run (bench/fuzz.ts). A request is built
// from the operation's own schemas, then broken: wrong types, huge and odd strings, NUL
// bytes and lone surrogates, nested objects, bad JSON, wrong content types, bad encodings.

/** The parts of JSON Schema that the route schemas use. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
/** The part of the OpenAPI document the fuzzer reads. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

/** One route and method of the document. */
export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for parameters. */
  path: string;
  params: { name: string; schema: JsonSchema }[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const pick = (where: string) => parameters.filter((parameter) => parameter.in === where);
        return {
          method: method.toUpperCase(),
          path,
          params: pick('path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
          query: pick('query').map((p) => ({
            name: p.name,
            required: p.required === true,
            schema: p.schema ?? {},
          })),
          body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        };
      }),
  );
}

// ── Odd values ───────────────────────────────────────────────────────────────────────────

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f))
  .map((c) => String.fromCharCode(c));
/** One character of text: usually printable, sometimes a control, a lone surrogate or worse. */
const textUnit = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 10 },
  { arbitrary: controlCharacter, weight: 1 },
  { arbitrary: loneSurrogate, weight: 1 },
  { arbitrary: fc.constantFrom('\u202E', '\u200B', '\uFEFF', '📚', 'é', '\u0000'), weight: 1 },
);

/**
 * Values the app knows (an access code, library keys and ids, e-mail addresses): a string
 * field takes one now and then, so requests get past look-ups to the code behind them.
 */
export type Hints = readonly string[];

/** Strings people and tools send by accident or on purpose. */
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil',
  '\u200B',
  '\uFEFF',
  '\r\n\r\nX-Injected: 1',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ABC12345',
  'L1',
  'a@b.co',
  '📚'.repeat(40),
  'é'.repeat(5_000),
];

/** Printable, control, binary and surrogate text of any length, and a few huge strings. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.string({ maxLength: 3 }), loneSurrogate), { maxLength: 6 })
      .map((parts) => parts.join('')),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('a', '\u0000', 'é', '📚', ' '), fc.constantFrom(300, 70_000))
      .map(([unit, n]) => unit.repeat(n)),
    weight: 1,
  },
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, 1.5, 1e308, -1e308, 2 ** 53 + 1, 1_000_001, 3),
);

/** Any JSON value: odd scalars, arrays and objects nested a few levels, with odd keys. */
export const oddValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...ODD_STRINGS)),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

/** A value nested `depth` levels deep, in arrays or objects. */
function deeplyNested(depth: number, inArrays: boolean): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = inArrays ? [value] : { a: value };
  return value;
}

// ── Values from a schema ─────────────────────────────────────────────────────────────────

/** A value the schema accepts, or close to it (patterns and lengths are honoured). */
export function validValue(schema: JsonSchema, hints: Hints = []): fc.Arbitrary<unknown> {
  const base = baseValue(schema, hints);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function baseValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringFor(schema, hints);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectFor(schema, hints);
    default:
      return oddValue;
  }
}

/**
 * Text of the allowed length: mostly printable, sometimes with a control character, a lone
 * surrogate or another odd character inside, so one bad field can hide among good ones.
 */
function textOf(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const lengths = { minLength, maxLength: Math.max(minLength, Math.min(maxLength, 60)) };
  return fc.oneof(
    { arbitrary: fc.string({ ...lengths, unit: 'grapheme-ascii' }), weight: 4 },
    { arbitrary: fc.string({ ...lengths, unit: textUnit }), weight: 1 },
  );
}

function stringFor(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...hints, '0'));
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (text: string) =>
    text.length >= minLength && text.length <= maxLength && (!pattern || pattern.test(text));
  const known = hints.filter(fits);
  const generated = pattern
    ? fc.oneof(fc.stringMatching(pattern).filter(fits), textOf(minLength, maxLength))
    : textOf(minLength, maxLength);
  return known.length > 0
    ? fc.oneof(
        { arbitrary: generated, weight: 3 },
        { arbitrary: fc.constantFrom(...known), weight: 1 },
      )
    : generated;
}

function objectFor(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property, hints)]),
  );
  return fc.record(shape, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

// ── Breaking a value ─────────────────────────────────────────────────────────────────────

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  // Deeply nested values are broken as a whole, not level by level.
  if (prefix.length > 12) return [prefix];
  if (Array.isArray(value)) {
    return [prefix, ...value.flatMap((item, index) => pathsOf(item, [...prefix, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [
      prefix,
      ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key])),
    ];
  }
  return [prefix];
}

/**
 * `value` with the thing at `path` changed; `change` returning undefined removes it. Only the
 * containers along the path are copied, and keys are defined rather than assigned, so a
 * `__proto__` key stays a plain key.
 */
function applyAt(value: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return change(value);
  if (value === null || typeof value !== 'object') return value;
  const copy: unknown[] | Record<string, unknown> = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  const old = (copy as Record<string | number, unknown>)[key];
  const next = applyAt(old, rest, change);
  if (next === undefined && Array.isArray(copy)) copy.splice(Number(key), 1);
  else if (next === undefined) Reflect.deleteProperty(copy, key);
  else
    Object.defineProperty(copy, key, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

const breakage = fc.oneof(
  { arbitrary: oddValue.map((odd) => () => odd), weight: 6 },
  { arbitrary: fc.constant(() => undefined), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'toString'), oddValue)
      .map(
        ([key, odd]) =>
          (old: unknown) =>
            old !== null && typeof old === 'object' && !Array.isArray(old)
              ? { ...old, [key]: odd }
              : [old, odd],
      ),
    weight: 1,
  },
  {
    arbitrary: fc.tuple(fc.integer({ min: 50, max: 2_000 }), fc.boolean()).map(
      ([depth, inArrays]) =>
        () =>
          deeplyNested(depth, inArrays),
    ),
    weight: 1,
  },
);

/** A value for `schema` with one to three places broken. */
export function brokenValue(schema: JsonSchema, hints: Hints = []): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      validValue(schema, hints),
      fc.array(fc.tuple(fc.nat(), breakage), { minLength: 1, maxLength: 2 }),
    )
    .map(([value, changes]) =>
      changes.reduce((current, [pick, change]) => {
        const paths = pathsOf(current);
        return applyAt(current, paths[pick % paths.length] ?? [], change);
      }, value),
    );
}

// ── Requests ─────────────────────────────────────────────────────────────────────────────

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
  return null;
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
