import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { DistrictOverview } from '@trellis/shared/district-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Outcome } from '../../components/outcome';
import { useAnnouncement } from '../../hooks/use-announcement';
import { calendarDayText } from '../../lib/dates';
import { useRotateCode } from './api/overview';
import { CodeSettingsForm } from './code-settings-form';

/** Whether someone could register with the code today, and if not, why not. */
function usableSentence({ code, licence }: DistrictOverview): string {
  if (code.usable) {
    return code.expiresOn
      ? `New staff can register with this code until the end of ${calendarDayText(code.expiresOn)}.`
      : 'New staff can register with this code today.';
  }
  if (!code.active) return 'The code does not work today: it is switched off.';
  if (licence.status === 'ended' || licence.status === 'inactive') {
    return 'The code does not work today: the licence is not in force.';
  }
  return 'The code does not work today: its last day has passed.';
}

/**
 * The district's access code: the code itself with a Copy button, whether it works today,
 * its settings, and rotating it. Outcomes are said in one polite live region.
 */
export function AccessCodeCard({ overview }: { overview: DistrictOverview }) {
  const { code } = overview;
  const rotate = useRotateCode();
  const { notice, failure, succeeded, failed } = useAnnouncement();
  const [confirmShown, setConfirmShown] = useState(false);

  const copy = () => {
    // navigator.clipboard is missing on pages not served over HTTPS.
    const written = navigator.clipboard?.writeText(code.value) ?? Promise.reject(new Error());
    written.then(
      () => succeeded('Copied.'),
      () => failed('The code could not be copied. Select it and copy it yourself.'),
    );
  };

  const confirmRotate = () => {
    if (rotate.isPending) return;
    setConfirmShown(false);
    rotate.mutate(undefined, {
      onSuccess: (fresh) => succeeded(`The new access code is ${fresh.code.value}.`),
      onError: (error) => failed('The code could not be rotated.', error),
    });
  };

  return (
    <Card as="section" aria-labelledby="access-code-heading" className="mb-4">
      <Card.Body>
        <h2 id="access-code-heading" className="h4 card-title">
          Access code
        </h2>
        <p className="mb-1">Staff of your district create their account with this code.</p>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <p className="font-monospace fs-2 fw-semibold mb-0 text-break" id="access-code-value">
            {code.value}
          </p>
          <Button variant="outline-primary" aria-describedby="access-code-value" onClick={copy}>
            Copy
          </Button>
        </div>
        <p className="fw-semibold">{usableSentence(overview)}</p>
        <Outcome notice={notice} failure={failure} />
        <CodeSettingsForm code={code} onSaved={() => succeeded('The code settings are saved.')} />
        <h3 className="h5 mt-4">Rotate the code</h3>
        <p>
          Rotating replaces the code with a new one, for example when the old one was shared too
          widely.
        </p>
        <Button
          variant="outline-danger"
          aria-disabled={rotate.isPending || undefined}
          onClick={() => !rotate.isPending && setConfirmShown(true)}
        >
          {rotate.isPending ? 'Working...' : 'Rotate code'}
        </Button>
        <ConfirmDialog
          show={confirmShown}
          question={`Replace the access code ${code.value} with a new one?`}
          detail="Anyone with the old code can no longer register. Staff who already registered are not affected."
          confirmLabel="Rotate code"
          onConfirm={confirmRotate}
          onCancel={() => setConfirmShown(false)}
        />
      </Card.Body>
    </Card>
  );
}
