import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';

/** The box's id, for the form to move focus to it when a save is tried without it ticked. */
export const SWITCH_OFF_CONFIRM_ID = 'district-form-switch-off-confirm';
const ERROR_ID = `${SWITCH_OFF_CONFIRM_ID}-error`;

/**
 * Shown once Active is unticked on an active district: what switching it off does, and a box
 * the operator must tick before the form saves, so a slip of the mouse does not close the
 * builder and library for a whole district.
 */
export function SwitchOffConfirmation({
  districtName,
  confirmed,
  missing,
  onConfirmedChange,
}: {
  districtName: string;
  confirmed: boolean;
  /** True after a save was tried without the box ticked. */
  missing: boolean;
  onConfirmedChange(confirmed: boolean): void;
}) {
  return (
    <Alert variant="warning" className="mt-3 mb-0">
      <p className="mb-2">
        Saving switches {districtName} off at once: its staff keep their accounts and plans, but
        they can no longer use the builder, browse or search.
      </p>
      <Form.Check type="checkbox" id={SWITCH_OFF_CONFIRM_ID} className="mb-0">
        <Form.Check.Input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => onConfirmedChange(event.target.checked)}
          required
          isInvalid={missing}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? ERROR_ID : undefined}
        />
        <Form.Check.Label>
          I understand the district’s staff lose the builder and library
        </Form.Check.Label>
        {missing && (
          <Form.Control.Feedback type="invalid" id={ERROR_ID}>
            Tick this box to switch {districtName} off, or tick Active again to keep it on.
          </Form.Control.Feedback>
        )}
      </Form.Check>
    </Alert>
  );
}
