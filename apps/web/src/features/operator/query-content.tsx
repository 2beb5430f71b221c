import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '../../components/load-failed';
import { LoadingIndicator } from '../../components/loading-indicator';

/**
 * What a section shows for its query: 'Loading...' at first, the reason and "Try again" when
 * it failed, else its content.
 */
export function QueryContent<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** What could not be loaded, as LoadFailed's sentence names it: "the districts". */
  what: string;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <LoadingIndicator />;
  if (query.isError) {
    return <LoadFailed what={what} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
