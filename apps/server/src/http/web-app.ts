import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The compressed copies the build writes beside each text file (apps/web/vite.config.ts). */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/**
 * Serves the built SPA from `distDir` (source maps only when `sourceMaps`). Hashed files under /assets are cached for a year;
 * index.html is revalidated so a new release is picked up at once. Each file goes out as the
 * Brotli or gzip copy the build made of it when the browser accepts one (with
 * `Vary: Accept-Encoding`), the page itself included. Returns the fallback
 * that answers client-side routes (/dashboard, /builder/…) with index.html, or undefined
 * when no build exists (tests of the API alone).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { sourceMaps: boolean },
): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | undefined> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no web build found: only the API is served');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    // The copies are chosen by Accept-Encoding, never asked for by name.
    globIgnore: COMPRESSED_COPIES,
    // Source maps show the app's source to anyone; a production server keeps them unless asked.
    allowedPath: (pathName) => options.sourceMaps || !pathName.endsWith('.map'),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${join(distDir, 'assets')}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
