// Compiles the server ahead of start-up when its sources changed (or no build exists):
// each entry point becomes one ESM file in apps/server/dist, so a start loads plain
// JavaScript instead of transpiling the TypeScript again.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildStamp, root } from './source-hash.mjs';

const serverDir = join(root, 'apps/server');
const srcDir = join(serverDir, 'src');

/** Where `npm start` runs the server from. */
export const SERVER_DIST = join(serverDir, 'dist');

/**
 * The entry points under src/: the server, the operator CLI, the PDF worker (the PDF pool
 * starts `pdf-worker.js` from beside its own module, so dist/pdf/pdf-worker.js), and the
 * script that makes the embedded database's template.
 */
const ENTRIES = ['server.ts', 'cli/index.ts', 'pdf/pdf-worker.ts', 'db/pglite-template.ts'];

/**
 * A migrated, empty embedded cluster that a first start copies instead of creating one: the
 * folder `PGLITE_TEMPLATE_DIR` names beside the compiled modules
 * (apps/server/src/db/pglite-template.ts); its PG_VERSION file says it is complete.
 */
const TEMPLATE = 'pgdata-template';

/** Everything a build reads: a change to any of these rebuilds. */
const SOURCES = [
  'package.json',
  'tsconfig.base.json',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/src',
  // The template holds the migrations, and a cluster made by the installed PGlite.
  'apps/server/drizzle',
  'package-lock.json',
  'packages/shared/package.json',
  'packages/shared/src',
  'scripts/server-build.mjs',
  'scripts/source-hash.mjs',
];

const toJs = (path) => path.replace(/\.ts$/, '.js');
const urlPath = (path) => path.split(sep).join('/');

/**
 * Bundling puts every module into its entry's file, so `import.meta.url` would name the
 * entry, and `new URL('../../drizzle', import.meta.url)` in db/migrate.ts would miss. Each
 * module of src/ sees instead the URL it would have if src/ were compiled file by file into
 * `outdir` (which sits beside src/), so every such path resolves as it does from the sources.
 */
function moduleUrlPlugin(outdir, outFile) {
  return {
    name: 'module-url',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.startsWith(srcDir + sep)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        const mirrored = join(outdir, toJs(relative(srcDir, args.path)));
        const fromEntry = `./${urlPath(relative(dirname(outFile), mirrored))}`;
        const moduleUrl = `new URL(${JSON.stringify(fromEntry)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', moduleUrl), loader: 'ts' };
      });
    },
  };
}

/** Installed packages stay imports (node_modules is there at run time); the workspace's own
 * TypeScript (@trellis/shared) is compiled in, since Node cannot load it. */
const externalPackagesPlugin = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@trellis/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Files such as domain/accounts/common-passwords.txt are read beside their module at run time.
function copyDataFiles(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) copyDataFiles(source, join(to, entry.name));
    else if (!entry.name.endsWith('.ts')) {
      mkdirSync(to, { recursive: true });
      copyFileSync(source, join(to, entry.name));
    }
  }
}

/** Compiles every entry point into `outdir` (a folder beside src/), replacing what it held. */
export async function buildServer(outdir = SERVER_DIST) {
  rmSync(outdir, { recursive: true, force: true });
  await Promise.all(
    ENTRIES.map((entry) => {
      const outfile = join(outdir, toJs(entry));
      return build({
        entryPoints: [join(srcDir, entry)],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20.19',
        // Linked maps without the sources: stack traces name the TypeScript lines, and the
        // files stay small enough to load quickly.
        sourcemap: 'linked',
        sourcesContent: false,
        logLevel: 'warning',
        plugins: [externalPackagesPlugin, moduleUrlPlugin(outdir, outfile)],
      });
    }),
  );
  copyDataFiles(srcDir, outdir);
}

/** Makes the embedded database's template in a build's folder, with the build's own script. */
function writeTemplate(outdir) {
  execFileSync(process.execPath, [join(outdir, 'db', 'pglite-template.js')], { stdio: 'inherit' });
}

function serverStamp() {
  return buildStamp({
    sources: SOURCES,
    stampFile: join(SERVER_DIST, '.source-hash'),
    outputs: [
      ...ENTRIES.map((entry) => join(SERVER_DIST, toJs(entry))),
      join(SERVER_DIST, TEMPLATE, 'PG_VERSION'),
    ],
  });
}

/** Whether apps/server/dist holds a build of the server's current sources. */
export function serverBuildIsCurrent() {
  return serverStamp().current;
}

/** Compiles the server unless the build in apps/server/dist matches its sources. */
export async function ensureServerBuild() {
  const stamp = serverStamp();
  if (stamp.current) return;
  console.log('Compiling the server (first start or sources changed)...');
  // Built aside and swapped in whole, so a failed build leaves the previous one, and a
  // running server's PDF workers never start from a half-written folder.
  // Its own folder per process: two starts on one checkout never write into the same one.
  const next = `${SERVER_DIST}-next-${process.pid}`;
  try {
    await buildServer(next);
  } catch {
    // esbuild has printed each error with its file and line.
    rmSync(next, { recursive: true, force: true });
    console.error('The server could not be compiled. Run "npm install" first, then try again.');
    process.exit(1);
  }
  try {
    writeTemplate(next);
  } catch {
    // The child's own error is on the terminal above.
    rmSync(next, { recursive: true, force: true });
    console.error('The embedded database template could not be made. See the error above.');
    process.exit(1);
  }
  rmSync(SERVER_DIST, { recursive: true, force: true });
  renameSync(next, SERVER_DIST);
  stamp.record();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2];
  if (outdir) await buildServer(resolve(outdir));
  else await ensureServerBuild();
}
