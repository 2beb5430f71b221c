import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewResponseSchema, ReviewSaveBody } from '@trellis/shared/review-meeting';
import { apiPdf, apiRequest } from '../../../lib/api-client';

const reviewPath = (planId: string) => `/plans/${encodeURIComponent(planId)}/review`;

/** `GET /plans/:id/review`: the one-page summary for the review meeting. */
export function reviewQuery(planId: string) {
  return queryOptions({
    queryKey: ['plan-review', planId],
    queryFn: ({ signal }) =>
      apiRequest<typeof ReviewResponseSchema>(reviewPath(planId), { signal }),
  });
}

export function useReview(planId: string) {
  return useQuery(reviewQuery(planId));
}

/** `PUT /plans/:id/review`: the team's decisions; the answer is the summary as saved. */
export function useSaveReview(planId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = reviewQuery(planId);
  return useMutation({
    mutationFn: (body: ReviewSaveBody) =>
      apiRequest<typeof ReviewResponseSchema>(reviewPath(planId), { method: 'PUT', body }),
    // The answer is the summary as saved: no second read, which could reset a form being edited.
    onSuccess: (review) => queryClient.setQueryData(queryKey, review),
  });
}

/** The summary's PDF path under the API. */
export const reviewPdfPath = (planId: string) => `${reviewPath(planId)}/pdf`;

/** `GET /plans/:id/review/pdf`: the summary as a PDF file. */
export const downloadReviewPdf = (path: string) => apiPdf(path, {});
