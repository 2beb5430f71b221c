// `npm start`: build the web app if needed, then run the server (it migrates the database,
// and serves the app and the API on one port).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
await import('../apps/server/src/server.ts');
