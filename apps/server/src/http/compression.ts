import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli quality for answers compressed per request: 4 compresses about as well as gzip's
 * best at a fraction of its time (11, used for the web app's files at build, costs seconds).
 */
const DYNAMIC_BROTLI_QUALITY = 4;
/**
 * Text worth compressing: JSON, CSV, HTML, JavaScript, CSS, XML. PDFs, images and
 * octet-streams are compressed already or opaque; event streams must flow unbuffered.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json\b|[/+]xml\b|javascript\b/;

/** Only API answers (and the API docs) are compressed per request. */
function isApiRoute(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Compresses the API's text answers with Brotli or gzip, whichever the client's
 * Accept-Encoding prefers; a client that sends none (curl, load generators) gets the plain
 * body. The web app's own files are compressed once at build and served as they are by
 * `registerWebApp`, so their routes are left alone here. Must be registered before the routes.
 */
export async function registerCompression(app: FastifyInstance) {
  // onRoute hooks run in the order they were added: this one marks the routes before the
  // plugin's own hook reads the mark.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    // Compressed request bodies are not something our clients send; accepting them would
    // only let a small upload expand past the body limit's intent.
    globalDecompression: false,
  });
}
