import { readFileSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than the bytes of its response headers. */
const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli's highest quality costs seconds per megabyte. Source maps (four times the code, read
 * only by developers' tools) get a quality that is within 15 % of it at a twentieth of the time.
 */
const SOURCE_MAP_BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

async function writeCompressedCopies(file: string) {
  const content = await readFile(file);
  if (content.length < COMPRESS_MIN_BYTES) return;
  const quality = file.endsWith('.map') ? SOURCE_MAP_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build: done
 * once per build at the highest levels, so the server sends the copy the browser's
 * Accept-Encoding asks for without compressing anything per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'trellis-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = [...filesUnder(outDir)].filter((file) => COMPRESSIBLE.test(file));
      // zlib's asynchronous calls run on libuv's thread pool: every core works at once.
      await Promise.all(files.map(writeCompressedCopies));
    },
  };
}

/** zod's core module, where its global settings live. */
const ZOD_CORE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;

/**
 * The Content-Security-Policy forbids eval. zod probes once whether it may compile parsers
 * with `new Function`; the probe is caught, but the browser still reports it as a CSP
 * violation (Lighthouse's best practices count it). Setting zod's `jitless` when its core
 * module loads, before any schema runs, skips the probe wherever code splitting puts zod,
 * without importing zod on pages that have no form.
 */
function zodWithoutEval(): Plugin {
  let patched = false;
  return {
    name: 'trellis-zod-without-eval',
    apply: 'build',
    transform(code, id) {
      if (!ZOD_CORE.test(id)) return null;
      patched = true;
      // Appended, so the source map of every other line stays exact.
      return { code: `${code}\nglobalConfig.jitless = true;\n`, map: null };
    },
    buildEnd() {
      const zodBundled = [...this.getModuleIds()].some((id) => id.includes('/node_modules/zod/'));
      if (zodBundled && !patched) {
        this.error('zod is bundled but its core module was not found: update ZOD_CORE');
      }
    },
  };
}

/**
 * Fails the build when zod reaches the entry chunk, which every page loads before its first
 * paint: that happens when a module the entry imports takes a constant from a schema module.
 * The constants the entry needs live in zod-free modules (plan-limits.ts, builder-slots.ts,
 * details-key.ts, auth-limits.ts, locales.ts), as do those of the signed-in layout
 * (session-limits.ts, subscription.ts) and of the pages without a form (content-constants.ts,
 * search-limits.ts, plan-grades.ts); zod loads with the pages whose forms use it
 * (e2e/specs/page-code.spec.ts checks the sign-in page, the dashboard and step 4).
 */
function entryWithoutZod(): Plugin {
  return {
    name: 'trellis-entry-without-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const schemaModule = Object.keys(chunk.modules).find((id) => /[\\/]zod[\\/]/.test(id));
        if (schemaModule) {
          this.error(
            `zod is in the entry chunk ${chunk.fileName} (${schemaModule}): import the constant from a zod-free module.`,
          );
        }
      }
    },
  };
}

/** The shared package's sources. */
const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/][^\\]*\.ts$/;
/** A shared module's imports that run: `import type` is erased and loads nothing. */
const RUNTIME_IMPORT = /^import (?!type )[^;]*?from '([^']+)';/gms;
const importsByModule = new Map<string, string[]>();
const zodUsers = new Map<string, boolean>();

/** The packages and shared modules (as files) a shared module imports, each file read once. */
function runtimeImports(id: string): string[] {
  let imports = importsByModule.get(id);
  if (!imports) {
    imports = [...readFileSync(id, 'utf8').matchAll(RUNTIME_IMPORT)].flatMap(([, specifier]) => {
      if (!specifier?.startsWith('./')) return specifier ? [specifier] : [];
      // A relative module of the package; its JSON catalogues hold no code.
      return specifier.endsWith('.json') ? [] : [join(dirname(id), `${specifier}.ts`)];
    });
    importsByModule.set(id, imports);
  }
  return imports;
}

/** Whether a shared module uses zod, itself or through any shared module it reaches. */
function usesZod(id: string): boolean {
  let known = zodUsers.get(id);
  if (known === undefined) {
    const reached = new Set([id]);
    for (const module of reached) {
      for (const imported of runtimeImports(module)) {
        if (imported === 'zod') known = true;
        else if (imported.endsWith('.ts')) reached.add(imported);
      }
      if (known) break;
    }
    known ??= false;
    zodUsers.set(id, known);
  }
  return known;
}

/**
 * zod, its form resolver and the shared modules that use it: one chunk, loaded with the first
 * page that validates a form or an answer and cached from then on. Left to the grouping
 * below, a small schema module joins the chunk of a component it happens to sit beside, and
 * a page without a form (sign-in) would load zod with it.
 */
function isSchemaModule(id: string): boolean {
  // The form library's zod resolver goes with zod: the form library itself does not need it.
  if (/[\\/]node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]/.test(id)) return true;
  return SHARED_SOURCE.test(id) && usesZod(id);
}

/**
 * The shared modules without zod (constants, labels, pure functions). Grouped before the
 * schemas, which would otherwise take in those they import, and with them make a page that
 * only needs a label (a tier, a grade) load zod.
 */
const isZodFreeSharedModule = (id: string) => SHARED_SOURCE.test(id) && !usesZod(id);

/** The widget libraries: react-bootstrap's dialogs, menus and controls, and what they build on. */
const UI_LIBRARIES =
  /node_modules[\\/](react-bootstrap|@restart|dom-helpers|react-transition-group|uncontrollable|@popperjs|classnames|prop-types|warning|invariant|@babel[\\/]runtime)[\\/]/;

// The API server's port in development (npm run dev); the built app is served by the server.
const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), zodWithoutEval(), entryWithoutZod(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files: on a slow network each request costs a round trip, and a
        // browser fetches only six at a time over HTTP/1.1.
        codeSplitting: {
          groups: [
            // What every page runs (the entry's static imports): one file.
            { name: 'app', tags: ['$initial'] },
            // The form library, loaded with the first form: the pages load their forms on
            // first use, and the sign-in page's two fields need none.
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
            // The widget libraries nearly every page uses: one file, fetched once, rather than
            // a dozen small chunks per page.
            { name: 'ui', test: UI_LIBRARIES },
            // Shared by the pages that use them, whether or not a schema imports them too.
            { name: 'shared', test: isZodFreeSharedModule, minShareCount: 2, entriesAware: true },
            // After forms, which takes the form library, so only what is zod's own comes here.
            { name: 'schemas', test: isSchemaModule },
            // Code that several lazy pages share, one file per set of pages that use it. Small
            // sets are not merged into a neighbour: a merge made the dashboard load the
            // builder's forms and zod with them (measured: 231 KiB instead of 192, mobile
            // performance 87 instead of 93), for one request fewer.
            { name: 'shared', minShareCount: 2, entriesAware: true },
          ],
        },
      },
    },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
