import Alert from 'react-bootstrap/Alert';
import type { LinkLogResponse } from '@trellis/shared/delivery-log';
import { LogForm } from '../../components/delivery-log/log-form';
import { LoadingIndicator } from '../../components/loading-indicator';
import { isNotFound } from '../../lib/api-client';
import { useLinkLog, useSaveLinkLog } from './api/log';
import { RecentEntries } from './recent-entries';
import { ReminderSwitch } from './reminder-switch';
import { LoadFailed } from '../../components/load-failed';

const NO_ITEMS =
  'None of your accommodations for this student are in the plan now; there is nothing to log.';

/**
 * What a card or log link lets its implementer do with the log: answer for a day or a week
 * (this week first), see their recent entries, and pause or resume the weekly reminder. `headingLevel` is the
 * level of its parts' headings.
 */
export function LinkLog({
  token,
  log,
  headingLevel,
}: {
  token: string;
  log: LinkLogResponse;
  headingLevel: 2 | 3;
}) {
  const save = useSaveLinkLog(token);
  return (
    <>
      {log.items.length === 0 ? (
        <p>{NO_ITEMS}</p>
      ) : (
        <LogForm
          items={log.items}
          entries={log.entries}
          today={log.today}
          onSave={(body) => save.mutateAsync(body)}
          headingLevel={headingLevel}
          // The weekly reminder asks to "Log this week's accommodations".
          initialPeriod="week"
        />
      )}
      <RecentEntries entries={log.entries} items={log.items} headingLevel={headingLevel} />
      <ReminderSwitch token={token} paused={log.remindersPaused} headingLevel={headingLevel} />
    </>
  );
}

/** "Log this week" under a teacher card: the link's log, read once the card is shown. */
export function CardLogSection({ token }: { token: string }) {
  const log = useLinkLog(token);
  return (
    <section aria-labelledby="card-log-heading" className="mt-5 border-top pt-4">
      <h2 id="card-log-heading" className="h3">
        Log this week
      </h2>
      <p>
        A few taps for a day or a week: whether you provided each accommodation, whether the student
        used it and how well it worked.
      </p>
      {log.isPending && <LoadingIndicator />}
      {log.isError &&
        (isNotFound(log.error) ? (
          <Alert variant="danger" role="alert">
            {log.error.message}
          </Alert>
        ) : (
          <LoadFailed what="the log" error={log.error} onRetry={() => void log.refetch()} />
        ))}
      {log.data && <LinkLog token={token} log={log.data} headingLevel={3} />}
    </section>
  );
}
