import Form from 'react-bootstrap/Form';
import { useExportPreferencesStore } from '../../stores/export-preferences-store';

/**
 * Whether the exports print the student's label as Student Name. Off by default: the
 * documents leave the field blank to fill in by hand, as the spec's do. Remembered by
 * this browser.
 */
export function StudentNameOption({ label }: { label: string }) {
  const checked = useExportPreferencesStore((state) => state.printStudentName);
  const setChecked = useExportPreferencesStore((state) => state.setPrintStudentName);
  return (
    <Form.Group className="mb-3" controlId="print-student-name">
      <Form.Check
        type="checkbox"
        label="Print the student's label as Student Name"
        checked={checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
        aria-describedby="print-student-name-hint"
      />
      <Form.Text id="print-student-name-hint" className="d-block">
        {checked
          ? `The printable plan, the PDFs and the e-mail show “${label}” as Student Name.`
          : 'Student Name is left blank to fill in by hand.'}
      </Form.Text>
    </Form.Group>
  );
}

/** The Student Name the exports print: the label when the user chose so, else none. */
export function useStudentName(label: string | null): string | null {
  const print = useExportPreferencesStore((state) => state.printStudentName);
  return print && label ? label : null;
}
