import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LogSaveResponseSchema,
  PlanLogResponseSchema,
  LogSaveBody,
} from '@trellis/shared/delivery-log';
import type { MonitoringFilter } from '@trellis/shared/monitoring';
import { apiFile, apiRequest } from '../../../lib/api-client';

const logPath = (planId: string) => `/plans/${encodeURIComponent(planId)}/log`;

/**
 * `GET /plans/:id/log`, the whole log: the page filters it itself (summariseLog), so a
 * filter changes the figures at once and "not logged lately" sees every entry, as it must.
 */
export function planLogQuery(planId: string) {
  return queryOptions({
    queryKey: ['plan-log', planId],
    queryFn: ({ signal }) => apiRequest<typeof PlanLogResponseSchema>(logPath(planId), { signal }),
  });
}

export function usePlanLog(planId: string) {
  return useQuery(planLogQuery(planId));
}

/** `PUT /plans/:id/log`: one day or week of answers; the log is read again after. */
export function useSaveLog(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LogSaveBody) =>
      apiRequest<typeof LogSaveResponseSchema>(logPath(planId), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planLogQuery(planId).queryKey }),
  });
}

/** The CSV's path under the API (without its prefix), with the filter's query. */
export function logCsvPath(planId: string, filter: MonitoringFilter): string {
  const query = new URLSearchParams();
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.implementerId) query.set('implementerId', filter.implementerId);
  const search = query.toString();
  return `${logPath(planId)}/csv${search ? `?${search}` : ''}`;
}

/** `GET /plans/:id/log/csv?…`: the filtered log as a file. */
export function downloadLogCsv(path: string) {
  return apiFile(path, {}, { accept: 'text/csv', fallbackName: 'trellis-log.csv' });
}
