import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { type PlanPdfKind, usePlanPdf } from './api/plan-export';
import { EmailPanel } from './email-panel';
import { PdfOverlay, type ShownPdf } from './pdf-overlay';
import { exportBodyOf, type PlanDocument } from './plan-document';
import { PrintablePlan } from './printable-plan';
import { StudentNameOption, useStudentName } from './student-name-option';

const PDF_TITLES: Record<PlanPdfKind, string> = {
  plan: `${PRODUCT_NAME} Plan PDF`,
  'data-form': 'Adaptation Data Form',
};

/**
 * The four ways to hand on the plan (spec §2 step 5): the printable plan, the plan PDF,
 * e-mail, and the Adaptation Data Form. 'Working...' shows while a PDF is made. For a
 * student plan, the user chooses whether its label fills Student Name.
 */
export function PlanExportActions({ document }: { document: PlanDocument }) {
  const pdf = usePlanPdf();
  const [printable, setPrintable] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [shown, setShown] = useState<ShownPdf | null>(null);
  const studentName = useStudentName(document.label);
  const exportBody = () => exportBodyOf(document, studentName);

  const open = (kind: PlanPdfKind) =>
    pdf.mutate(
      { kind, body: exportBody() },
      {
        onSuccess: ({ blob, fileName }) =>
          setShown({ url: URL.createObjectURL(blob), fileName, title: PDF_TITLES[kind] }),
      },
    );
  const close = () => {
    // The PDF's bytes are released with its address once the overlay closes.
    if (shown) URL.revokeObjectURL(shown.url);
    setShown(null);
  };

  return (
    <section aria-label="Share the plan" className="mb-4">
      {document.label && <StudentNameOption label={document.label} />}
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={() => setPrintable(true)}>View {PRODUCT_NAME} Plan</Button>
        <Button onClick={() => open('plan')} disabled={pdf.isPending}>
          Download Plan PDF
        </Button>
        <Button onClick={() => setEmailing(true)} aria-expanded={emailing}>
          Send in Email
        </Button>
        <Button onClick={() => open('data-form')} disabled={pdf.isPending}>
          View Adaptation Data Form
        </Button>
      </div>
      {pdf.isPending && <LoadingIndicator label="Working..." />}
      {pdf.isError && (
        <p className="text-danger mt-2" role="alert">
          The PDF could not be made. Please try again.
        </p>
      )}
      {emailing && <EmailPanel exportBody={exportBody} onClose={() => setEmailing(false)} />}
      <PrintablePlan
        show={printable}
        onClose={() => setPrintable(false)}
        document={document}
        studentName={studentName}
      />
      <PdfOverlay pdf={shown} onClose={close} />
    </section>
  );
}
