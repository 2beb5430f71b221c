import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import type { AuditEntry } from '@trellis/shared/administration';
import type { AuditLog, OlderEntries } from '../hooks/use-audit-log';
import { instantText } from '../lib/dates';
import { LoadFailed } from './load-failed';
import { LoadingIndicator } from './loading-indicator';
import { FailureAlert } from './outcome';
import { type StackColumn, StackCell, StackRow, StackTable } from './stack-table';

/**
 * Where focus goes once "Show older entries" has added rows: to the first new row, so a
 * keyboard user carries on reading where the table grew (the button may be gone by then).
 */
function useFocusOnFirstNewRow(entryCount: number, older: OlderEntries | undefined) {
  const table = useRef<HTMLTableElement>(null);
  const firstNew = useRef<number | null>(null);
  const loading = older?.loading ?? false;
  const failed = Boolean(older?.error);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || loading) return;
    firstNew.current = null;
    // A failure leaves the button (and focus on it) in place, with the alert beside it.
    if (failed) return;
    const rows = table.current?.tBodies[0]?.rows;
    if (!rows || rows.length === 0) return;
    // No new rows after all: the last row, so focus is not dropped with the button.
    rows[Math.min(index, rows.length - 1)]?.focus();
  }, [entryCount, loading, failed]);
  const showOlder = () => {
    if (!older || older.loading) return;
    firstNew.current = entryCount;
    older.show();
  };
  return { table, showOlder };
}

/**
 * The audit log as both consoles show it: newest first, who did what and when, with a
 * "Show older entries" button while the server has more. The operator's view adds the
 * district each line concerned.
 */
export function AuditTable({
  entries,
  caption,
  showDistrict = false,
  older,
  emptyText = 'Nothing recorded yet.',
}: {
  entries: AuditEntry[];
  caption: string;
  showDistrict?: boolean;
  older?: OlderEntries;
  emptyText?: string;
}) {
  const { table, showOlder } = useFocusOnFirstNewRow(entries.length, older);
  if (entries.length === 0) return <p className="text-body-secondary">{emptyText}</p>;
  const columns: StackColumn[] = ['When', 'Who', ...(showDistrict ? ['District'] : []), 'What'];
  return (
    <>
      <StackTable
        ref={table}
        size="sm"
        striped
        caption={caption}
        captionClassName="caption-top"
        columns={columns}
      >
        {entries.map((entry) => (
          // Focusable from script only: where focus lands when older rows are added.
          <StackRow key={entry.id} tabIndex={-1}>
            <StackCell label="When" className="text-nowrap">
              {instantText(entry.at)}
            </StackCell>
            <StackCell label="Who">{entry.actor}</StackCell>
            {showDistrict && <StackCell label="District">{entry.district ?? '—'}</StackCell>}
            <StackCell label="What">{entry.summary}</StackCell>
          </StackRow>
        ))}
      </StackTable>
      {older?.error && (
        <FailureAlert
          failure={{ title: 'Older entries could not be loaded.', message: older.error.message }}
        />
      )}
      {older?.available && (
        <Button
          variant="outline-primary"
          aria-disabled={older.loading || undefined}
          onClick={showOlder}
        >
          {older.loading ? 'Loading...' : 'Show older entries'}
        </Button>
      )}
    </>
  );
}

/** An audit log read page by page (`useAuditLog`): 'Loading...', the failure, or the table. */
export function AuditLogContent({
  log,
  ...table
}: { log: AuditLog } & Omit<Parameters<typeof AuditTable>[0], 'entries' | 'older'>) {
  if (log.isPending) return <LoadingIndicator />;
  if (log.error)
    return <LoadFailed what="the activity log" error={log.error} onRetry={log.retry} />;
  return <AuditTable entries={log.entries} older={log.older} {...table} />;
}
