import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  PersonnelResponseSchema,
  PlanEmailResponseSchema,
  PlanDataFormat,
  PlanEmailBody,
  PlanExportBody,
} from '@trellis/shared/plan-export';
import { apiFile, apiPdf, apiRequest } from '../../../lib/api-client';

/** Which PDF to make: the plan, or the Adaptation Data Form. */
export type PlanPdfKind = 'plan' | 'data-form';

const PDF_PATHS: Record<PlanPdfKind, string> = {
  plan: '/plan/pdf',
  'data-form': '/plan/data-form',
};

/** `POST /plan/pdf` or `/plan/data-form`: the PDF of the plan in `body`, as a file. */
export function usePlanPdf() {
  return useMutation({
    mutationFn: ({ kind, body }: { kind: PlanPdfKind; body: PlanExportBody }) =>
      apiPdf(PDF_PATHS[kind], { method: 'POST', body }),
  });
}

const DATA_FILES: Record<PlanDataFormat, { accept: string; fallbackName: string }> = {
  csv: { accept: 'text/csv', fallbackName: 'trellis-plan.csv' },
  json: { accept: 'application/json', fallbackName: 'trellis-plan.json' },
};

/**
 * `POST /plan/export/csv` or `/plan/export/json`: the plan's statements, details and
 * crosswalk as a file for other systems, named as the server names it.
 */
export function usePlanDataFile() {
  return useMutation({
    mutationFn: ({ format, body }: { format: PlanDataFormat; body: PlanExportBody }) =>
      apiFile(`/plan/export/${format}`, { method: 'POST', body }, DATA_FILES[format]),
  });
}

/** `POST /plan/email`: e-mails the plan PDF. */
export function useSendPlanEmail() {
  return useMutation({
    mutationFn: (body: PlanEmailBody) =>
      apiRequest<typeof PlanEmailResponseSchema>('/plan/email', { method: 'POST', body }),
  });
}

/** `GET /plan/personnel`: colleagues of the user's district, by last then first name. */
export const personnelQuery = queryOptions({
  queryKey: ['plan', 'personnel'],
  queryFn: ({ signal }) =>
    apiRequest<typeof PersonnelResponseSchema>('/plan/personnel', { signal }),
  select: (data) => data.personnel,
});
