// Builds the web app when its sources changed since the last build (or no build exists).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'apps/web/dist');
const stampFile = join(distDir, '.source-hash');
const sources = [
  'package.json',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/src',
  'apps/web/public',
  'packages/shared/src',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  } else if (!/\.test\.tsx?$/.test(path)) {
    yield path;
  }
}

/** A hash of everything the build reads, so a changed checkout rebuilds and an unchanged one does not. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(join(root, source))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function ensureWebBuild() {
  const wanted = sourceHash();
  const built =
    existsSync(join(distDir, 'index.html')) && existsSync(stampFile)
      ? readFileSync(stampFile, 'utf8').trim()
      : '';
  if (built === wanted) return;
  console.log('Building the web app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@trellis/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app could not be built. Run "npm install" first, then try again.');
    process.exit(1);
  }
  writeFileSync(stampFile, wanted);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
