// `npm run cli`: the operator commands. They run from the compiled server when its build is
// current (they start as quickly as the server and run the same code); otherwise from the
// sources through tsx. A command never compiles: it may run beside a server started from the
// previous build, whose files (and PDF workers) must stay as they are until it restarts.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { SERVER_DIST, serverBuildIsCurrent } from './server-build.mjs';

if (serverBuildIsCurrent()) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(SERVER_DIST, 'cli/index.js')).href);
} else {
  register();
  await import('../apps/server/src/cli/index.ts');
}
