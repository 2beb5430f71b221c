import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LinkLogResponseSchema,
  LogSaveResponseSchema,
  ReminderPauseResponseSchema,
  LinkLogResponse,
  LogEntry,
  LogSaveBody,
} from '@trellis/shared/delivery-log';
import { apiRequest } from '../../../lib/api-client';

const cardPath = (token: string) => `/cards/${encodeURIComponent(token)}`;

/** `GET /cards/:token/log`: the implementer's items, own recent entries and reminder choice. */
export function linkLogQuery(token: string) {
  return queryOptions({
    queryKey: ['card-log', token],
    queryFn: ({ signal }) =>
      apiRequest<typeof LinkLogResponseSchema>(`${cardPath(token)}/log`, { signal }),
  });
}

export function useLinkLog(token: string, enabled = true) {
  return useQuery({ ...linkLogQuery(token), enabled });
}

/** Whether two entries answer for the same item, period and day (a save replaces them). */
const sameAnswer = (a: LogEntry, b: LogEntry) =>
  a.itemKey === b.itemKey && a.period === b.period && a.startsOn === b.startsOn;

/**
 * `PUT /cards/:token/log`: a day's or a week's answers. The answer holds the entries as saved:
 * they replace those of the same item, period and day in the list, and nothing is read again
 * (a link's entries are all its implementer's own, so nothing else can have changed).
 */
export function useSaveLinkLog(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = linkLogQuery(token);
  return useMutation({
    mutationFn: (body: LogSaveBody) =>
      apiRequest<typeof LogSaveResponseSchema>(`${cardPath(token)}/log`, { method: 'PUT', body }),
    onSuccess: ({ entries: saved }) =>
      queryClient.setQueryData(queryKey, (log: LinkLogResponse | undefined) =>
        log
          ? {
              ...log,
              entries: [
                ...saved,
                ...log.entries.filter((entry) => !saved.some((other) => sameAnswer(entry, other))),
              ],
            }
          : log,
      ),
  });
}

/** `PUT /cards/:token/reminders`: pause or resume the weekly reminder. */
export function useReminderPause(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = linkLogQuery(token);
  return useMutation({
    mutationFn: (paused: boolean) =>
      apiRequest<typeof ReminderPauseResponseSchema>(`${cardPath(token)}/reminders`, {
        method: 'PUT',
        body: { paused },
      }),
    onSuccess: ({ remindersPaused }) =>
      queryClient.setQueryData(queryKey, (log: LinkLogResponse | undefined) =>
        log ? { ...log, remindersPaused } : log,
      ),
  });
}
