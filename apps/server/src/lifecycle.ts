import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Database } from './db/client';

/** A port another program holds; its message is one line for the operator. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

// Stopping must not depend on anyone still reading the output: a log line that cannot be
// written is dropped rather than left to abort the shutdown.
function logSafely(write: () => void) {
  try {
    write();
  } catch {
    // The output is gone; there is nobody to tell.
  }
}

/**
 * A closed output pipe (the terminal or supervisor that read it has gone) makes every later
 * write fail with EPIPE; without a listener that error would crash the process mid-request
 * or stall its shutdown.
 */
export function ignoreClosedOutput() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}

/**
 * Standard output for the logger, written synchronously. pino's default asynchronous
 * destination flushes at exit and, when the reader of the output has gone (EPIPE), retries
 * that flush forever, so a server told to stop would never exit. Written synchronously, a
 * failed line is dropped at once and logging stops.
 */
export function stdoutForLogs() {
  const destination = pino.destination({ dest: 1, sync: true });
  destination.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  return destination;
}

/**
 * Listens, or, when the port is taken, closes the app and the database (releasing the data
 * folder's lock for the next start) and throws a one-line `PortInUseError`.
 */
export async function listenOrExplain(
  app: FastifyInstance,
  database: Database,
  where: { port: number; host: string },
) {
  try {
    await app.listen(where);
  } catch (error) {
    await app.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new PortInUseError(
        `Port ${where.port} on ${where.host} is already in use: stop the program using it or set PORT to a free port.`,
      );
    }
    throw error;
  }
}

/**
 * Stops the server cleanly: stop accepting connections, let in-flight requests finish,
 * then close the database. Returns the function to call on SIGTERM/SIGINT; a second
 * signal while stopping forces the exit.
 */
export function createShutdown(
  app: FastifyInstance,
  database: Database,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let stopping = false;
  return async function shutdown(signal: string): Promise<void> {
    if (stopping) {
      logSafely(() => app.log.warn({ signal }, 'second signal: exiting now'));
      exit(1);
      return;
    }
    stopping = true;
    logSafely(() => app.log.info({ signal }, 'stopping: finishing requests in flight'));
    // A keep-alive connection whose request finishes after close() began would otherwise
    // hold the server open until its keep-alive timeout: close such connections as they idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    let code = 0;
    try {
      await app.close();
      await database.close();
      logSafely(() => app.log.info('stopped cleanly'));
    } catch (error) {
      logSafely(() => app.log.error({ err: error }, 'error while stopping'));
      code = 1;
    } finally {
      clearInterval(reaper);
    }
    exit(code);
  };
}
