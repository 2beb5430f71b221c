import type { LogEntry } from '@trellis/shared/delivery-log';

let serial = 0;

/**
 * A stored delivery-log entry for tests: Ana Ruiz's own day, provided fully, used and rated 4,
 * unless `change` says otherwise. Each gets its own id.
 */
export function logEntry(change: Partial<LogEntry> = {}): LogEntry {
  serial += 1;
  return {
    id: `33333333-3333-4333-8333-${String(serial).padStart(12, '0')}`,
    itemKey: 'L1',
    period: 'day',
    startsOn: '2026-11-20',
    role: 'implementer',
    implementerId: '11111111-1111-4111-8111-111111111111',
    loggerName: 'Ana Ruiz',
    provided: 'full',
    reason: '',
    used: 'yes',
    rating: 4,
    note: '',
    updatedAt: '2026-11-20T15:00:00.000Z',
    mine: true,
    ...change,
  };
}
