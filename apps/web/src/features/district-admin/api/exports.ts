import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { DISTRICT_KEY } from './overview';

/** The district's records as files: what each holds, its path under the API and its type. */
export const DISTRICT_EXPORTS = [
  {
    path: '/district/export.json',
    label: 'All plans and logs (JSON)',
    holds:
      'every plan of your staff, archived ones included, with its history, sharing, implementers and delivery log, in one file',
    accept: 'application/json',
    fallbackName: 'trellis-district.json',
  },
  {
    path: '/district/export/plans.csv',
    label: 'Plans (CSV)',
    holds: 'one row per accommodation on each plan, with the plan’s owner, for a spreadsheet',
    accept: 'text/csv',
    fallbackName: 'trellis-district-plans.csv',
  },
  {
    path: '/district/export/log.csv',
    label: 'Delivery log (CSV)',
    holds: 'one row per delivery log entry on your staff’s plans, for a spreadsheet',
    accept: 'text/csv',
    fallbackName: 'trellis-district-log.csv',
  },
] as const;

/**
 * Fetches one of the district's files. Each download is written to the activity log, so the
 * log is read again once the file has arrived.
 */
export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useCallback(
    async (path: string) => {
      const kind = DISTRICT_EXPORTS.find((file) => file.path === path) ?? DISTRICT_EXPORTS[0];
      const file = await apiFile(path, {}, kind);
      void queryClient.invalidateQueries({ queryKey: [...DISTRICT_KEY, 'audit'] });
      return file;
    },
    [queryClient],
  );
}
