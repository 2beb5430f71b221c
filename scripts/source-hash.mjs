// The source hash stamp shared by the build steps of `npm start`: a build runs only when the
// files it reads changed since the stamp was written, so an unchanged checkout starts at once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = fileURLToPath(new URL('..', import.meta.url));

// Tests never reach a build's output, so editing one does not force a rebuild.
function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  } else if (!/\.test\.tsx?$/.test(path)) {
    yield path;
  }
}

/** A hash of every file under `sources` (paths relative to the root): names and bytes. */
export function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(join(root, source))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Whether the build in `outputs` is current: `stampFile` records the hash `sources` have now
 * and every output exists. `record()` stores that hash, to call once a build succeeded.
 */
export function buildStamp({ sources, stampFile, outputs }) {
  const wanted = sourceHash(sources);
  const built =
    outputs.every((output) => existsSync(output)) && existsSync(stampFile)
      ? readFileSync(stampFile, 'utf8').trim()
      : '';
  return { current: built === wanted, record: () => writeFileSync(stampFile, wanted) };
}
