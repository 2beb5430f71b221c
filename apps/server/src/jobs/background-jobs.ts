import type { FastifyInstance } from 'fastify';
import { type EstimateDeps, retryUnsentEstimates } from '../modules/estimates/estimates.service';
import { retryPasswordResets } from '../modules/auth/password.service';
import type { AuthDeps } from '../modules/auth/auth.service';
import type { Mailer } from '../mail/mailer';
import { runReminderPass } from '../modules/reminders/reminders.service';
import { registerRetryTimer } from './stored-first';

/**
 * Every scheduled job of the server, started when the app is ready and stopped when it
 * closes. Each is safe with several servers on one database: a pass claims its rows first.
 */
export function registerBackgroundJobs(
  app: FastifyInstance,
  deps: AuthDeps & EstimateDeps & { mailer: Mailer },
) {
  registerRetryTimer(app, 'estimate mail', () => retryUnsentEstimates(deps));
  registerRetryTimer(app, 'password reset e-mail', () => retryPasswordResets(deps));
  // Stores the reminders now due, sends them, retries those that failed (decision 018).
  registerRetryTimer(app, 'reminder mail', () => runReminderPass({ ...deps, log: app.log }));
}
