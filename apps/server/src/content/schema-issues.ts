import type { z } from 'zod';
import type { ContentError } from './content-error';
import type { ContentFileSpec } from './read-content-files';

/** How a file's entries are named: by which field, and whether a list inside holds entries. */
interface EntryShape {
  idFields: readonly string[];
  nested?: { list: string; idFields: readonly string[] };
}

const SHAPES: Record<Exclude<ContentFileSpec['kind'], 'assessment' | 'family-text'>, EntryShape> = {
  // A need or strength is the entry a reviewer looks for; its category only when the
  // problem is with the category itself or the need cannot be named.
  needs: { idFields: ['category'], nested: { list: 'needs', idFields: ['id', 'name'] } },
  strengths: {
    idFields: ['category'],
    nested: { list: 'strengths', idFields: ['id', 'name'] },
  },
  accommodations: { idFields: ['key'] },
  messages: { idFields: ['id'] },
  // A same-job group has no name of its own: it is `#0`, `#1`… in the file.
  'same-job': { idFields: [] },
  'family-glossary': { idFields: ['id'] },
};

function child(value: unknown, key: PropertyKey): unknown {
  return typeof value === 'object' && value !== null
    ? (Reflect.get(value, key) as unknown)
    : undefined;
}

function nameOf(item: unknown, idFields: readonly string[]): string | undefined {
  for (const field of idFields) {
    const value = child(item, field);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function dotted(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * A program's file is one object: its fields are named as they are, and a support line by
 * its key (or `#index` when it has none), as accommodations are.
 */
function locateInProgram(
  raw: unknown,
  path: readonly PropertyKey[],
): { entry: string; field: string } {
  const [list, index, ...rest] = path;
  if (list !== 'supports' || index === undefined) return { entry: '', field: dotted(path) };
  const line = child(child(raw, 'supports'), index);
  return { entry: nameOf(line, ['key']) ?? `#${String(index)}`, field: dotted(rest) };
}

/** Splits an issue's path into the entry it concerns and the field inside that entry. */
export function locateIssue(
  raw: unknown,
  path: readonly PropertyKey[],
  kind: ContentFileSpec['kind'],
): { entry: string; field: string } {
  if (kind === 'assessment') return locateInProgram(raw, path);
  const [index, ...rest] = path;
  if (index === undefined) return { entry: '', field: '' };
  // A family text file maps each key to its text: the key is the entry.
  if (kind === 'family-text') return { entry: String(index), field: dotted(rest) };
  const item = child(raw, index);
  const { idFields, nested } = SHAPES[kind];
  if (nested && rest[0] === nested.list && rest[1] !== undefined) {
    const entry = nameOf(child(child(item, nested.list), rest[1]), nested.idFields);
    if (entry !== undefined) return { entry, field: dotted(rest.slice(2)) };
  }
  return { entry: nameOf(item, idFields) ?? `#${String(index)}`, field: dotted(rest) };
}

const WANTED: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'fields (name: value)',
  boolean: 'true or false',
};

/**
 * Wording for the type errors a schema leaves to zod, which speaks to programmers. Passed to
 * `safeParse`, so messages the schemas set themselves still win.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type'
    ? `expected ${WANTED[issue.expected] ?? issue.expected}`
    : undefined;

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => child(value, key), raw);
}

function messageFor(issue: z.core.$ZodIssue, raw: unknown): string {
  if (issue.code === 'unrecognized_keys') return 'unknown field';
  // To zod a missing field (or `title:` left empty) is a type error whatever the schema says
  // about the type; "required" is what the reviewer needs to hear.
  // A missing enum or literal (`section`, `tier`) is `invalid_value` to zod: required too.
  const missable = issue.code === 'invalid_type' || issue.code === 'invalid_value';
  if (missable && valueAt(raw, issue.path) == null) return 'required';
  return issue.message;
}

/** Turns zod's issues for one file into content errors, one per unknown field. */
export function issuesToContentErrors(
  issues: readonly z.core.$ZodIssue[],
  raw: unknown,
  file: { label: string; spec: ContentFileSpec },
): ContentError[] {
  return issues.flatMap((issue) => {
    // One line per unknown field, with the field in its place, reads better than a list.
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key])
        : [issue.path];
    const message = messageFor(issue, raw);
    return paths.map((path) => ({
      file: file.label,
      ...locateIssue(raw, path, file.spec.kind),
      message,
    }));
  });
}
