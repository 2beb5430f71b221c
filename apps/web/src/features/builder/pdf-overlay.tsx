import Modal from 'react-bootstrap/Modal';

/** A generated PDF ready to show: an object URL for its bytes and the server's file name. */
export interface ShownPdf {
  url: string;
  fileName: string;
  title: string;
}

/**
 * A generated PDF in an overlay frame (spec §2), with a close control and a download
 * link that keeps the server's meaningful file name.
 */
export function PdfOverlay({
  pdf,
  onClose,
  onExited,
}: {
  pdf: ShownPdf | null;
  onClose(): void;
  /** Once closed: gives the focus back to the button that opened it (Bootstrap's return
   * goes to whatever had the focus when the PDF arrived, which may not be that button). */
  onExited(): void;
}) {
  return (
    <Modal
      show={pdf !== null}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={false}
      fullscreen
      aria-labelledby="pdf-overlay-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="pdf-overlay-title" as="h2" className="h5 me-3">
          {pdf?.title}
        </Modal.Title>
        {pdf && (
          <a href={pdf.url} download={pdf.fileName} className="btn btn-primary btn-sm ms-auto me-3">
            Download {pdf.fileName}
          </a>
        )}
      </Modal.Header>
      <Modal.Body className="p-0">
        {pdf && <iframe src={pdf.url} title={pdf.title} className="pdf-frame" />}
      </Modal.Body>
    </Modal>
  );
}
