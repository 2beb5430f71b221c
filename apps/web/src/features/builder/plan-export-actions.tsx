import { Suspense, useRef, useState, type MouseEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { BusyButton } from '../../components/busy-button';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useAnnouncement } from '../../hooks/use-announcement';
import { useWantedOnce } from '../../hooks/use-wanted-once';
import type { PlanDataFormat } from '@trellis/shared/plan-export';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { saveFile } from '../../lib/save-file';
import { type PlanPdfKind, usePlanDataFile, usePlanPdf } from './api/plan-export';
import { CopyStatementsButton } from './copy-statements-button';
import { PdfOverlay, type ShownPdf } from './pdf-overlay';
import { exportBodyOf, type PlanDocument } from './plan-document';
import { StudentNameOption, useStudentName } from './student-name-option';
import { lazyComponent } from '../../lib/lazy-load';

// The printable plan and the e-mail form load when first opened: the plan's full texts bring
// the Markdown renderer and its sanitiser, the form its schema checks, and My Plan shows
// neither until asked.
const PrintablePlan = lazyComponent(
  () => import('./printable-plan'),
  (m) => m.PrintablePlan,
);
const EmailPanel = lazyComponent(
  () => import('./email-panel'),
  (m) => m.EmailPanel,
);

const PDF_TITLES: Record<PlanPdfKind, string> = {
  plan: `${PRODUCT_NAME} Plan PDF`,
  'data-form': 'Adaptation Data Form',
};

/**
 * The ways to hand on the plan (spec §2 step 5): the printable plan, the plan PDF, e-mail
 * and the Adaptation Data Form; and (issue 17) the statements copied to paste into an IEP
 * system, and the plan as CSV or JSON for other systems. 'Working...' shows while a file is
 * made. For a student plan, the user chooses whether its label fills Student Name.
 */
export function PlanExportActions({ document }: { document: PlanDocument }) {
  const pdf = usePlanPdf();
  const dataFile = usePlanDataFile();
  // What a copy did: shown, and said through the app's live region (again when repeated).
  const copied = useAnnouncement();
  const [printable, setPrintable] = useState(false);
  const printableWanted = useWantedOnce(printable);
  const [emailing, setEmailing] = useState(false);
  const [shown, setShown] = useState<ShownPdf | null>(null);
  const studentName = useStudentName(document.label);
  const exportBody = () => exportBodyOf(document, studentName);

  // The button that opened the PDF viewer, or the e-mail panel, gets the focus back on closing.
  const pdfOpener = useRef<HTMLElement | null>(null);
  const emailOpener = useRef<HTMLButtonElement>(null);

  const open = (kind: PlanPdfKind, event: MouseEvent<HTMLElement>) => {
    pdfOpener.current = event.currentTarget;
    pdf.mutate(
      { kind, body: exportBody() },
      {
        onSuccess: ({ blob, fileName }) =>
          setShown({ url: URL.createObjectURL(blob), fileName, title: PDF_TITLES[kind] }),
      },
    );
  };
  const download = (format: PlanDataFormat) =>
    dataFile.mutate({ format, body: exportBody() }, { onSuccess: saveFile });
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
        <BusyButton onClick={(event) => open('plan', event)} busy={pdf.isPending}>
          Download Plan PDF
        </BusyButton>
        <Button ref={emailOpener} onClick={() => setEmailing(true)} aria-expanded={emailing}>
          Send in Email
        </Button>
        <BusyButton onClick={(event) => open('data-form', event)} busy={pdf.isPending}>
          View Adaptation Data Form
        </BusyButton>
        <CopyStatementsButton
          items={document.items}
          label={document.label}
          onCopied={copied.announce}
        />
        <BusyButton onClick={() => download('csv')} busy={dataFile.isPending}>
          Download CSV
        </BusyButton>
        <BusyButton onClick={() => download('json')} busy={dataFile.isPending}>
          Download JSON
        </BusyButton>
      </div>
      {copied.notice && <p className="small mt-2 mb-0">{copied.notice}</p>}
      {(pdf.isPending || dataFile.isPending) && <LoadingIndicator label="Working..." />}
      {pdf.isError && (
        <p className="text-danger mt-2" role="alert">
          The PDF could not be made. Please try again.
        </p>
      )}
      {dataFile.isError && (
        <p className="text-danger mt-2" role="alert">
          The file could not be made. Please try again.
        </p>
      )}
      <Suspense fallback={<LoadingIndicator label="Working..." />}>
        {emailing && (
          <EmailPanel
            exportBody={exportBody}
            onClose={() => {
              setEmailing(false);
              emailOpener.current?.focus();
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {printableWanted && (
          <PrintablePlan
            show={printable}
            onClose={() => setPrintable(false)}
            document={document}
            studentName={studentName}
          />
        )}
      </Suspense>
      <PdfOverlay pdf={shown} onClose={close} onExited={() => pdfOpener.current?.focus()} />
    </section>
  );
}
