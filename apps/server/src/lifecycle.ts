import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

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
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // A keep-alive connection whose request finishes after close() began would otherwise
    // hold the server open until its keep-alive timeout: close such connections as they idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    let code = 0;
    try {
      await app.close();
      await database.close();
      app.log.info('stopped cleanly');
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      code = 1;
    } finally {
      clearInterval(reaper);
    }
    exit(code);
  };
}
