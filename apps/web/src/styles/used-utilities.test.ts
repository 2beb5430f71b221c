import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compile, compileString, Logger } from 'sass';
import { beforeAll, describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');
const SASS_OPTIONS = {
  loadPaths: [resolve(import.meta.dirname, '../../../../node_modules')],
  logger: Logger.silent,
};

function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((match) => match[1] ?? ''));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The class names the app's markup gives: className="…", className={`…`}, className: '…'.
const CLASS_ATTRIBUTE = /className(?:=|: *)(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g;

function classesNamedInSource(): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CLASS_ATTRIBUTE)) {
      const text = match.slice(1).join(' ');
      for (const name of text.match(/[a-z][a-z0-9-]*/g) ?? []) named.set(name, file);
    }
  }
  return named;
}

// Compiling Bootstrap takes seconds on a busy machine.
const SASS_TIMEOUT_MS = 60_000;

describe('the Bootstrap utilities compiled into the theme', () => {
  let theme = new Set<string>();
  beforeAll(() => {
    theme = classesOf(compile(join(SRC, 'styles/theme.scss'), SASS_OPTIONS).css);
  }, SASS_TIMEOUT_MS);

  it(
    'include every Bootstrap utility and helper class the app names',
    () => {
      const bootstrapUtilities = classesOf(
        compileString("@import 'bootstrap/scss/bootstrap-utilities';", SASS_OPTIONS).css,
      );
      const missing = [...classesNamedInSource()]
        .filter(([name]) => bootstrapUtilities.has(name) && !theme.has(name))
        .map(([name, file]) => `${name} (${file.slice(SRC.length)})`);
      // A class listed here has no style: add it to styles/_used-utilities.scss.
      expect(missing).toEqual([]);
    },
    SASS_TIMEOUT_MS,
  );

  it('leave out the utilities nothing uses', () => {
    expect(theme.has('mt-4')).toBe(true);
    expect(theme.has('d-md-flex')).toBe(true);
    expect(theme.has('overflow-scroll')).toBe(false);
    expect(theme.has('text-truncate')).toBe(false);
  });
});
