import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PdfJob } from './pdf-worker';

/** The longest one PDF may take; a render stuck past it is ended with its worker. */
export const PDF_TIME_LIMIT_MS = 30_000;
/** An extra worker started under load ends after this long without work. */
const IDLE_WORKER_MS = 60_000;

/**
 * The worker beside this module: `pdf-worker.ts` when the server runs from its sources, the
 * compiled `pdf-worker.js` beside the compiled server otherwise.
 */
const fromSources = import.meta.url.endsWith('.ts');
const PDF_WORKER_URL = new URL(`./pdf-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url);

export interface PdfPoolOptions {
  workerUrl: URL;
  timeLimitMs?: number;
}

/** Renders jobs in a worker pool, started on the first job; {@link renderPdf} is the app's. */
export function createPdfPool<Job>({ workerUrl, timeLimitMs = PDF_TIME_LIMIT_MS }: PdfPoolOptions) {
  let pool: Piscina<Job, Uint8Array> | undefined;
  const cores = availableParallelism();

  function started() {
    pool ??= new Piscina({
      filename: fileURLToPath(workerUrl),
      // One or two workers stay ready (one core is left to answer requests); more start
      // while jobs wait, up to one per core.
      minThreads: Math.max(1, Math.min(2, cores - 1)),
      maxThreads: Math.max(1, cores),
      idleTimeout: IDLE_WORKER_MS,
      // From the sources, the worker compiles its TypeScript as the server does.
      execArgv: workerUrl.pathname.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'],
    });
    return pool;
  }

  return {
    /**
     * The PDF's bytes. A job that throws, a worker that dies and a job past the time limit
     * all reject (the request answers 500); the pool starts a new worker in place of one lost.
     */
    async render(job: Job): Promise<Buffer> {
      const signal = AbortSignal.timeout(timeLimitMs);
      try {
        const bytes = await started().run(job, { signal });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (!signal.aborted) throw error;
        throw new Error(`The PDF was not made within ${timeLimitMs} ms`, { cause: error });
      }
    },
    /** Ends the workers; a later job starts a new pool. */
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}

const pdfPool = createPdfPool<PdfJob>({ workerUrl: PDF_WORKER_URL });

/** Renders a PDF in the app's worker pool, off the thread that answers requests. */
export function renderPdf(job: PdfJob): Promise<Buffer> {
  return pdfPool.render(job);
}

/** Ends the process's PDF workers at once (a benchmark's end). */
export function closePdfPool(): Promise<void> {
  return pdfPool.close();
}

let holders = 0;

/**
 * Marks one app as using the process's PDF pool; the function returned lets go (on the app's
 * close), and the last app to let go ends the workers. Tests build several apps in one
 * process: closing one must not fail another's PDFs.
 */
export function holdPdfPool(): () => Promise<void> {
  holders += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) await pdfPool.close();
  };
}
