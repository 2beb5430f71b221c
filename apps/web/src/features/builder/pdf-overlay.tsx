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
export function PdfOverlay({ pdf, onClose }: { pdf: ShownPdf | null; onClose(): void }) {
  return (
    <Modal show={pdf !== null} onHide={onClose} fullscreen aria-labelledby="pdf-overlay-title">
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
