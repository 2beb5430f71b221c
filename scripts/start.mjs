// `npm start`: build the web app and compile the server if their sources changed, then run
// the compiled server in this process (it migrates the database, and serves the app and the
// API on one port).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_DIST } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureServerBuild();
// What --enable-source-maps does, set before the server's code loads: stack traces name the
// TypeScript files and lines.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(SERVER_DIST, 'server.js')).href);
