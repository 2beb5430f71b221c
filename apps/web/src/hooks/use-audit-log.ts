import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditListResponseSchema, AuditEntry } from '@trellis/shared/administration';
import { apiRequest } from '../lib/api-client';

/** Older entries of an audit log: whether there are any, and loading them. */
export interface OlderEntries {
  available: boolean;
  loading: boolean;
  /** Why the last "Show older entries" failed, if it did. */
  error: Error | null;
  show(): void;
}

/** One audit log as a console shows it: the pages read so far, newest first. */
export interface AuditLog {
  isPending: boolean;
  /** Why the first page could not be read (an older page's failure is `older.error`). */
  error: Error | null;
  entries: AuditEntry[];
  older: OlderEntries;
  retry(): void;
}

/** `path` with the filters that are set as its query string (the server pages with `before`). */
function withQuery(path: string, query: Record<string, string | null | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * `GET <path>?before=…`: an audit log read a page at a time (the server's `nextCursor` is the
 * next page's `before`), with `filters` as more query parameters. Every page is read again
 * when `queryKey` is invalidated, so an action recorded meanwhile shows at the top.
 */
export function useAuditLog(
  queryKey: readonly unknown[],
  path: string,
  filters: Record<string, string | undefined> = {},
): AuditLog {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<typeof AuditListResponseSchema>(
        withQuery(path, { ...filters, before: pageParam }),
        {
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  return {
    isPending: query.isPending,
    error: query.data ? null : query.error,
    entries: query.data?.pages.flatMap((page) => page.entries) ?? [],
    older: {
      available: query.hasNextPage,
      loading: query.isFetchingNextPage,
      error: query.isFetchNextPageError ? query.error : null,
      show: () => void query.fetchNextPage({ cancelRefetch: false }),
    },
    retry: () => void query.refetch(),
  };
}
