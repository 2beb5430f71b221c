import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  type PlanEmailBody,
  type PlanExportBody,
  PersonnelResponseSchema,
  PlanEmailResponseSchema,
} from '@trellis/shared/plan-export';
import { apiPdf, apiRequest } from '../../../lib/api-client';
import { useBuilderStore } from '../../../stores/builder-store';
import { useCartStore } from '../../../stores/cart-store';

/** Which PDF to make: the plan, or the Adaptation Data Form. */
export type PlanPdfKind = 'plan' | 'data-form';

const PDF_PATHS: Record<PlanPdfKind, string> = {
  plan: '/plan/pdf',
  'data-form': '/plan/data-form',
};

/** The builder state and plan keys as the export calls take them. */
export function currentPlanBody(): PlanExportBody {
  const { strengths, needs } = useBuilderStore.getState();
  return {
    builder: { strengths, needs },
    plan: useCartStore.getState().items.map((item) => item.key),
  };
}

/** `POST /plan/pdf` or `/plan/data-form`: the PDF as a file. */
export function usePlanPdf() {
  return useMutation({
    mutationFn: (kind: PlanPdfKind) =>
      apiPdf(PDF_PATHS[kind], { method: 'POST', body: currentPlanBody() }),
  });
}

/** `POST /plan/email`: e-mails the plan PDF. */
export function useSendPlanEmail() {
  return useMutation({
    mutationFn: (recipients: Omit<PlanEmailBody, keyof PlanExportBody>) =>
      apiRequest('/plan/email', PlanEmailResponseSchema, {
        method: 'POST',
        body: { ...currentPlanBody(), ...recipients },
      }),
  });
}

/** `GET /plan/personnel`: colleagues of the user's district, by last then first name. */
export const personnelQuery = queryOptions({
  queryKey: ['plan', 'personnel'],
  queryFn: ({ signal }) => apiRequest('/plan/personnel', PersonnelResponseSchema, { signal }),
  select: (data) => data.personnel,
});
