import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { planListQuery, plansQueryKey } from '../hooks/use-plans';
import { reloadCurrentPlan, useSyncMetaStore } from '../stores/builder-sync';

/**
 * Keeps the plan list's view of the builder's plan right: a new current plan (the first
 * one, created by the sync, or another student) refreshes the list unless it already names
 * that plan current; a list fetched since that no longer holds the plan (deleted, or no
 * longer shared) moves the builder to the user's current plan; a save marks the plan
 * queries stale. It only watches the list: the screens that show it fetch it.
 */
export function CurrentPlanInList() {
  const queryClient = useQueryClient();
  const planId = useSyncMetaStore((state) => state.planId);
  const since = useRef(0);
  const version = useSyncMetaStore((state) => state.version);
  const { data, dataUpdatedAt } = useQuery({ ...planListQuery, enabled: false });
  useEffect(() => {
    since.current = Date.now();
    // A list that already names it current (the first load, fetched beside it) holds it.
    const known = queryClient.getQueryData(planListQuery.queryKey)?.currentPlanId === planId;
    if (planId && !known) void queryClient.invalidateQueries({ queryKey: plansQueryKey });
  }, [planId, queryClient]);
  useEffect(() => {
    // A save changes item counts and last editors: fetched again when next shown, not now.
    void queryClient.invalidateQueries({ queryKey: plansQueryKey, refetchType: 'none' });
  }, [version, queryClient]);
  useEffect(() => {
    // Only a list fetched after the builder took this plan can say it has gone.
    if (!planId || !data || dataUpdatedAt <= since.current) return;
    if (!data.plans.some((plan) => plan.id === planId)) void reloadCurrentPlan().catch(() => {});
  }, [data, dataUpdatedAt, planId]);
  return null;
}
