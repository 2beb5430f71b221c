import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@trellis/shared/api-error';
import type { StudentPlan } from '@trellis/shared/student-plans';
import { invalidatePlans, planQuery } from '../../hooks/use-plans';
import { ApiRequestError } from '../../lib/api-client';
import { switchToPlan, useSyncMetaStore } from '../../stores/builder-sync';
import { useSyncStatusStore } from '../../stores/plan-sync-state';

/** Where opening a student's address stands. */
export type OpenStudent =
  | { kind: 'loading' }
  /** Not visible to the user (404): deleted, never shared, or another district's. */
  | { kind: 'missing' }
  | { kind: 'failed'; message: string; retry(): void }
  /** Shared to view: shown read-only, never the builder's current plan. */
  | { kind: 'viewer'; plan: StudentPlan }
  /** The builder and My Plan now work on it. */
  | { kind: 'current' };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * Opens `/students/:id/…`: fetches the plan (which says the user's role), and for a plan
 * the user may edit, makes it the builder's current plan once the sync has started.
 */
export function useOpenStudent(id: string): OpenStudent {
  const queryClient = useQueryClient();
  // Asked afresh on each visit (the role may have changed since the list was fetched), under
  // a key of its own: refreshing every plan query after a change must not turn an answer
  // such as 404 back into 'Loading...'.
  const plan = useQuery({
    queryKey: ['student-address', id],
    queryFn: planQuery(id).queryFn,
    staleTime: 0,
  });
  const currentId = useSyncMetaStore((state) => state.planId);
  const phase = useSyncStatusStore((state) => state.phase);
  const started = phase !== 'idle';
  const [failure, setFailure] = useState<{ id: string; attempt: number; error: unknown } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  // Held by the builder as the server confirmed it (not merely left in this browser, where
  // it may since have been deleted or become view-only).
  const holds = phase === 'ready' && currentId === id;
  // Once it has, moving to another student from this page (the switcher, then a new
  // address) must not pull it back here.
  const [arrived, setArrived] = useState<string | null>(null);
  if (holds && arrived !== id) setArrived(id);
  const opened = arrived === id || holds;
  const editable = plan.data !== undefined && plan.data.role !== 'viewer';
  const failed = failure?.id === id && failure.attempt === attempt;

  useEffect(() => {
    if (!editable || !started || opened || failed) return;
    let cancelled = false;
    switchToPlan(id).then(
      () => void invalidatePlans(queryClient),
      (error: unknown) => !cancelled && setFailure({ id, attempt, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [editable, started, opened, id, failed, attempt, queryClient]);

  // The sync only ever holds a plan the user may edit: no need to wait for the answer.
  if (opened) return { kind: 'current' };
  if (plan.isPending) return { kind: 'loading' };
  if (plan.isError) {
    if (plan.error instanceof ApiRequestError && plan.error.code === ErrorCode.NOT_FOUND) {
      return { kind: 'missing' };
    }
    return { kind: 'failed', message: messageOf(plan.error), retry: () => void plan.refetch() };
  }
  if (plan.data.role === 'viewer') return { kind: 'viewer', plan: plan.data };
  if (failed) {
    return {
      kind: 'failed',
      message: messageOf(failure.error),
      retry: () => setAttempt((count) => count + 1),
    };
  }
  return { kind: 'loading' };
}
