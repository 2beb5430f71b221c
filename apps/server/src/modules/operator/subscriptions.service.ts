import { dayOf, endOfDay, licenceStatus } from '@trellis/shared/administration';
import type { SubscriptionList, SubscriptionRow } from '@trellis/shared/operator-console';
import { updateSubscriptionEnd } from '../../domain/accounts/users.repository';
import {
  type AuditActor,
  personLabel,
  recordAudit,
} from '../../domain/administration/audit-log.repository';
import { AppError } from '../../errors';
import { endChange } from './change-summaries';
import type { ConsoleDeps } from '../../http/console-deps';
import {
  findSubscriber,
  listSubscribers,
  lockSubscriber,
  type SubscriberRow,
} from './subscriptions.repository';
import { forgetSessions } from '../../domain/sessions/forget-sessions';

export const SUBSCRIBER_NOT_FOUND = 'No individual subscriber has this id.';

function notFound(): never {
  throw new AppError('NOT_FOUND', SUBSCRIBER_NOT_FOUND);
}

function subscriptionRowOf(row: SubscriberRow, now: Date): SubscriptionRow {
  return {
    userId: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    endsOn: dayOf(row.subscriptionExpiresAt),
    status: licenceStatus({ active: true, startsAt: null, endsAt: row.subscriptionExpiresAt }, now),
    renewals: row.renewals,
    registered: row.registered,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSubscriptions(deps: ConsoleDeps): Promise<SubscriptionList> {
  const now = deps.clock.now();
  const rows = await listSubscribers(deps.db);
  return { subscriptions: rows.map((row) => subscriptionRowOf(row, now)) };
}

/**
 * Gives an individual subscription a new last day (a goodwill extension, a correction):
 * it ends at the end of that day. Only individual accounts (404 otherwise); a district's
 * staff follow their district's licence.
 */
export async function setSubscriptionEnd(
  deps: ConsoleDeps,
  actor: AuditActor,
  userId: string,
  endsOn: string,
): Promise<SubscriptionRow> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const subscriber = (await lockSubscriber(tx, userId)) ?? notFound();
    const before = dayOf(subscriber.subscriptionExpiresAt);
    if (before === endsOn) return;
    await updateSubscriptionEnd(tx, userId, endOfDay(endsOn), at);
    await recordAudit(tx, {
      at,
      actor,
      districtId: null,
      action: 'subscription-changed',
      summary: endChange(`the subscription of ${personLabel(subscriber)}`, before, endsOn, at),
    });
  });
  await forgetSessions(deps.db, { userId });
  const row = (await findSubscriber(deps.db, userId)) ?? notFound();
  return subscriptionRowOf(row, at);
}
