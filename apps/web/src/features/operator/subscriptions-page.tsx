import { useState } from 'react';
import type { SubscriptionRow } from '@trellis/shared/operator-console';
import { countedNoun } from '@trellis/shared/text';
import { Outcome } from '../../components/outcome';
import { NAME_OR_EMAIL_HINT, SearchBox } from '../../components/search-box';
import { useAnnouncedChange } from '../../components/use-announced-change';
import { useAnnouncement } from '../../hooks/use-announcement';
import { calendarDayText } from '../../lib/dates';
import { useSubscriptions } from './api/subscriptions';
import { OperatorConsole } from './operator-console';
import { QueryContent } from './query-content';
import { SubscriptionEndDialog } from './subscription-end-dialog';
import { SubscriptionsTable } from './subscriptions-table';

/** What the search found, in words: the line above the table. */
function countLine(count: number, term: string) {
  if (count > 0) return `${countedNoun(count, 'subscriber')} shown.`;
  return term ? `No subscribers match “${term}”.` : 'No individual subscribers yet.';
}

/** Whether a subscriber's name or e-mail holds `term` (any case). */
function matches(subscription: SubscriptionRow, term: string) {
  const text = term.toLowerCase();
  return [subscription.name, subscription.email].some((value) =>
    value.toLowerCase().includes(text),
  );
}

/** /operator/subscriptions: the individual subscribers, and a new end date for one. */
export function OperatorSubscriptionsPage() {
  const subscriptions = useSubscriptions();
  const outcome = useAnnouncement();
  const [text, setText] = useState('');
  const term = text.trim();
  const [changing, setChanging] = useState<{ row: SubscriptionRow; open: boolean } | null>(null);
  const all = subscriptions.data?.subscriptions;
  const shown = all && (term ? all.filter((row) => matches(row, term)) : all);
  const count = shown ? countLine(shown.length, term) : null;
  // The line is read out when a search changes it, for each new term.
  useAnnouncedChange(count, term);

  const onSaved = (saved: SubscriptionRow) => {
    setChanging((current) => current && { ...current, open: false });
    outcome.succeeded(
      saved.endsOn
        ? `The subscription of ${saved.name} now ends on ${calendarDayText(saved.endsOn)}.`
        : `The subscription of ${saved.name} is saved.`,
    );
  };

  return (
    <OperatorConsole title="Individual Subscriptions">
      <SearchBox
        id="subscription-search"
        label="Search subscribers"
        hint={NAME_OR_EMAIL_HINT}
        value={text}
        onChange={setText}
      />
      <Outcome notice={outcome.notice} failure={outcome.failure} />
      <QueryContent query={subscriptions} what="the subscriptions">
        {() => (
          <>
            <p className="small text-body-secondary">{count}</p>
            {shown && shown.length > 0 && (
              <SubscriptionsTable
                subscriptions={shown}
                onChangeEnd={(row) => setChanging({ row, open: true })}
              />
            )}
          </>
        )}
      </QueryContent>
      {changing && (
        <SubscriptionEndDialog
          key={changing.row.userId}
          show={changing.open}
          subscription={changing.row}
          onClose={() => setChanging({ ...changing, open: false })}
          onExited={() => setChanging(null)}
          onSaved={onSaved}
        />
      )}
    </OperatorConsole>
  );
}
