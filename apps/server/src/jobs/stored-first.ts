import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';

/**
 * Work that is stored first and done after (decision 010): an estimate request's e-mail to
 * sales, a password reset's e-mail. The row is stored before anything can fail; the work is
 * attempted at once and, while it has not succeeded, again by a timer every five minutes,
 * up to a limit. One mechanism for every such table.
 */

/** Unfinished work is retried this long after its last attempt, up to the attempt limit. */
export const RETRY_AFTER_MS = 5 * 60_000;
export const MAX_MAIL_ATTEMPTS = 12;

/** The columns a stored-first table keeps about its delivery. */
export type StoredFirstTable = PgTable & {
  id: PgColumn;
  /** 'pending' until the work is done; then a final status of the table's choosing. */
  mailStatus: PgColumn;
  mailAttempts: PgColumn;
  /** When the work was last attempted (done or not). */
  mailedAt: PgColumn;
  createdAt: PgColumn;
};

export interface StoredFirstDeps {
  db: Db;
  clock: Clock;
}

/** What an attempt ended in: the row's final status, or null to leave it pending for a retry. */
export type AttemptOutcome = string | null;

/** The values a row is inserted with when the request that stores it attempts it at once. */
export function storedAsFirstAttempt(now: Date) {
  // Counted as attempted now, so no retry timer takes it while the first attempt runs.
  return { createdAt: now, mailAttempts: 1, mailedAt: now };
}

/**
 * The stored-first queue of one table. `attempt` does the work for a row already claimed
 * (or just stored with `storedAsFirstAttempt`); `retryDue` claims and attempts every pending
 * row whose last attempt is older than RETRY_AFTER_MS.
 */
export function storedFirstQueue<T extends StoredFirstTable, D extends StoredFirstDeps>(
  table: T,
  work: (deps: D, row: T['$inferSelect']) => Promise<AttemptOutcome>,
) {
  type Row = T['$inferSelect'];
  const due = (before: Date) =>
    and(
      eq(table.mailStatus, 'pending'),
      lt(table.mailAttempts, MAX_MAIL_ATTEMPTS),
      lt(sql`coalesce(${table.mailedAt}, ${table.createdAt})`, before),
    );

  /**
   * Takes a row for one attempt: counts the attempt and stamps its time, but only if it is
   * still pending and nobody attempted it since `before`. Two servers sharing one PostgreSQL
   * may both see the row; only the one whose update lands does the work.
   */
  async function claim(deps: D, id: string, before: Date): Promise<Row | undefined> {
    const values = {
      mailAttempts: sql`${table.mailAttempts} + 1`,
      mailedAt: deps.clock.now(),
    } as unknown as PgUpdateSetSource<T>;
    const rows = (await deps.db
      .update(table)
      .set(values)
      .where(and(eq(table.id, id), due(before)))
      .returning()) as Row[];
    return rows[0];
  }

  /** Does the work for a claimed row and records its outcome; true when it is done. */
  async function attempt(deps: D, row: Row): Promise<boolean> {
    const outcome = await work(deps, row);
    if (outcome === null) return false;
    const values = { mailStatus: outcome } as unknown as PgUpdateSetSource<T>;
    await deps.db
      .update(table)
      .set(values)
      .where(eq(table.id, (row as { id: string }).id));
    return true;
  }

  /** Attempts again the pending rows whose last attempt is old enough; returns how many got done. */
  async function retryDue(deps: D): Promise<number> {
    const before = new Date(deps.clock.now().getTime() - RETRY_AFTER_MS);
    const pending = (await deps.db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(due(before))) as { id: string }[];
    let done = 0;
    const failures: unknown[] = [];
    for (const { id } of pending) {
      // One row's failure (a database error while sending) must not hold back the others;
      // the failures are reported together once every due row had its turn.
      try {
        const claimed = await claim(deps, id, before);
        if (claimed && (await attempt(deps, claimed))) done += 1;
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, `${failures.length} rows failed`);
    return done;
  }

  return { claim, attempt, retryDue };
}

/** Runs `retry` every RETRY_AFTER_MS while the app is up; the timer never keeps it alive. */
export function registerRetryTimer(
  app: FastifyInstance,
  name: string,
  retry: () => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  // The pass under way, if any: a tick never starts a second one, and closing waits for it
  // so the database is not closed underneath it.
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = retry()
        .catch((error: unknown) => app.log.error({ err: error }, `${name} retry failed`))
        .finally(() => (running = undefined));
    }, RETRY_AFTER_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * Runs work after the response, off the request path; closing the app waits for what is
 * still running (so it never outlives the database), and a failure is logged.
 */
export function backgroundRunner(app: FastifyInstance, name: string) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    // Work started by a request that finished while closing is waited for too.
    while (running.size > 0) await Promise.allSettled([...running]);
  });
  return (work: () => Promise<unknown>) => {
    // Started on the next turn of the event loop, once the response has been written.
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${name} failed`),
      )
      .finally(() => running.delete(task));
    running.add(task);
  };
}
