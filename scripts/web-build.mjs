// Builds the web app when its sources changed since the last build (or no build exists).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStamp, root } from './source-hash.mjs';

const distDir = join(root, 'apps/web/dist');

export function ensureWebBuild() {
  const stamp = buildStamp({
    sources: [
      'package.json',
      'apps/web/package.json',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/src',
      'apps/web/public',
      'packages/shared/src',
    ],
    stampFile: join(distDir, '.source-hash'),
    outputs: [join(distDir, 'index.html')],
  });
  if (stamp.current) return;
  console.log('Building the web app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@trellis/web'], {
    cwd: root,
    // Whatever NODE_ENV the caller has (test servers run with "test"), ship React's production build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app could not be built. Run "npm install" first, then try again.');
    process.exit(1);
  }
  stamp.record();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
