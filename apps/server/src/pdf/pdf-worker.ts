/* eslint-disable import-x/no-restricted-paths -- the worker is an entry point, as app.ts is:
   the one place under pdf/ that reaches the modules' renderers (decision 014's layers hold
   for the code it runs). */
import { move } from 'piscina';
import { renderCardPdf } from '../modules/implementers/card-pdf';
import { renderFamilySummaryPdf } from '../modules/family-summary/family-summary-pdf';
import { renderDataFormPdf } from '../modules/plan/pdf/data-form-pdf';
import { renderPlanPdf } from '../modules/plan/pdf/plan-pdf';
import { renderReviewPdf } from '../modules/review/review-pdf';
/* eslint-enable import-x/no-restricted-paths */

// The PDF worker (pdf-pool.ts starts it): it takes a document's plain data, built on the main
// thread, and answers the PDF's bytes, so rendering never holds up the server's requests.

const RENDERERS = {
  plan: renderPlanPdf,
  'data-form': renderDataFormPdf,
  card: renderCardPdf,
  review: renderReviewPdf,
  'family-summary': renderFamilySummaryPdf,
};

/** Which PDF to make. */
type PdfKind = keyof typeof RENDERERS;

/** One PDF to make: its kind and the document it prints (structured-cloneable data). */
export type PdfJob = {
  [Kind in PdfKind]: { kind: Kind; data: Parameters<(typeof RENDERERS)[Kind]>[0] };
}[PdfKind];

/** Renders one job; the bytes are moved to the main thread, not copied. */
export default async function renderJob(job: PdfJob) {
  const render = RENDERERS[job.kind] as (data: PdfJob['data']) => Promise<Buffer>;
  const pdf = await render(job.data);
  // A small Buffer can share its memory with others; only a whole ArrayBuffer can be moved.
  const whole =
    pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return move(whole);
}
