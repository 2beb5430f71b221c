import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  FamilySummaryEmailBody,
  FamilySummaryEmailResponseSchema,
  FamilySummaryResponseSchema,
  SummaryLanguage,
} from '@trellis/shared/family-summary';
import { apiPdf, apiRequest } from '../../../lib/api-client';

const summaryPath = (planId: string) => `/plans/${encodeURIComponent(planId)}/family-summary`;

/** `GET /plans/:id/family-summary?language=`: the summary, every word in its language. */
export function familySummaryQuery(planId: string, language: SummaryLanguage) {
  return queryOptions({
    queryKey: ['family-summary', planId, language],
    queryFn: ({ signal }) =>
      apiRequest<typeof FamilySummaryResponseSchema>(
        `${summaryPath(planId)}?language=${language}`,
        { signal },
      ),
  });
}

export function useFamilySummary(planId: string, language: SummaryLanguage) {
  return useQuery(familySummaryQuery(planId, language));
}

/** The summary's PDF path under the API, in the chosen language(s). */
export const familySummaryPdfPath = (planId: string, language: SummaryLanguage) =>
  `${summaryPath(planId)}/pdf?language=${language}`;

/** `GET /plans/:id/family-summary/pdf`: the summary as a PDF file. */
export const downloadFamilySummaryPdf = (path: string) => apiPdf(path, {});

/** `POST /plans/:id/family-summary/email`: the PDF to one family address, in its language. */
export function useEmailFamilySummary(planId: string) {
  return useMutation({
    mutationFn: (body: FamilySummaryEmailBody) =>
      apiRequest<typeof FamilySummaryEmailResponseSchema>(`${summaryPath(planId)}/email`, {
        method: 'POST',
        body,
      }),
  });
}
