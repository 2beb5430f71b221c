import fc from 'fast-check';
import type { JsonSchema } from './fuzz-openapi';

// Odd and broken values for the fuzzer: text with controls and lone surrogates, huge strings,
// nested objects, and values that almost fit a schema (fuzz-requests.ts builds requests of them).

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
