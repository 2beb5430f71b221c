import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SubscriptionListSchema,
  SubscriptionRowSchema,
} from '@trellis/shared/operator-console';
import { apiRequest } from '../../../lib/api-client';
import { OPERATOR_KEY } from './operator-key';

/** `GET /operator/subscriptions`: the individual subscribers, soonest end first. */
export const subscriptionsQuery = queryOptions({
  queryKey: [...OPERATOR_KEY, 'subscriptions'],
  queryFn: ({ signal }) =>
    apiRequest<typeof SubscriptionListSchema>('/operator/subscriptions', { signal }),
});

export function useSubscriptions() {
  return useQuery(subscriptionsQuery);
}

/** `PUT /operator/subscriptions/:userId`: a new last day (a goodwill extension, a correction). */
export function useChangeSubscriptionEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, endsOn }: { userId: string; endsOn: string }) =>
      apiRequest<typeof SubscriptionRowSchema>(
        `/operator/subscriptions/${encodeURIComponent(userId)}`,
        {
          method: 'PUT',
          body: { endsOn },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
}
