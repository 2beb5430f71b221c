import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ACCESS_CODE_MAX, AUTH_MESSAGES, AccessCodeSchema } from '@trellis/shared/auth';
import { BusyButton } from '../../components/busy-button';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { paths } from '../../config/paths';
import { applyServerErrors } from '../../lib/form-errors';
import { useLookUpCode } from './api/look-up-code';
import { useDistrictCodeStore } from './district-code-store';

const ALERT_KEY = 'codeError';
const ERROR_ID = 'access-code-error';
/** `GET /auth/school-code/:code`: the look-up's one parameter, as the server checks it. */
const LookUpSchema = z.object({ code: AccessCodeSchema });

/**
 * The access-code box: looked up when it loses focus or on Continue (spec §2). A code the
 * schema refuses gets the answer the server would give ('Invalid Code Entered.'), in the
 * alert, without asking it.
 */
export function AccessCodeCard() {
  const form = useForm({
    resolver: zodResolver(LookUpSchema),
    defaultValues: { code: '' },
    // Messages go to the alert; focus stays where the visitor put it (the box is checked on blur).
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  // The code as last sent or refused, so leaving the box again does not ask twice (refs, not
  // state: a blur and a submit in one gesture must see each other before any re-render).
  const lastLookedUp = useRef('');
  // Leaving the box by clicking Continue blurs it and submits in one gesture: one look-up.
  const asking = useRef(false);
  const lookUp = useLookUpCode();
  const hold = useDistrictCodeStore((state) => state.hold);
  const navigate = useNavigate();
  const { setAlert, removeAlert } = useAlertsStore.getState();
  const codeError = useAlertsStore((state) => state.alerts[ALERT_KEY]);

  const submitCode = (again = false) => {
    const typed = form.getValues('code').trim();
    if (!typed || asking.current || (!again && typed === lastLookedUp.current)) return;
    lastLookedUp.current = typed;
    asking.current = true;
    removeAlert(ALERT_KEY);
    void form.handleSubmit(
      ({ code }) =>
        lookUp.mutate(code, {
          onSettled: () => {
            asking.current = false;
          },
          onSuccess: ({ payload }) => {
            hold({
              name: payload.school_name,
              code: payload.school_code,
              isActive: payload.active,
              expires: payload.expires,
            });
            void navigate(paths.register.code);
          },
          onError: (error) => {
            // The card shows every answer in its alert: no field takes a message.
            const rest = applyServerErrors(error, form.setError, []);
            if (!rest) {
              console.error('access code look-up failed', error); // spec §8: network failures are only logged
              lastLookedUp.current = '';
              return;
            }
            const message = rest.status === 429 ? rest.message : AUTH_MESSAGES.invalidCode;
            setAlert(ALERT_KEY, { alertType: 'danger', title: message });
          },
        }),
      (errors) => {
        asking.current = false;
        setAlert(ALERT_KEY, {
          alertType: 'danger',
          title: errors.code?.message ?? AUTH_MESSAGES.invalidCode,
        });
      },
    )();
  };

  const codeField = form.register('code');
  return (
    <Card className="h-100">
      <Card.Body className="d-flex flex-column">
        <h2 className="h5">Have an access code?</h2>
        <p>If your school or district has a Trellis licence, enter the access code it gave you.</p>
        <KeyedAlert alertKey={ALERT_KEY} />
        <Form
          className="mt-auto"
          onSubmit={(event) => {
            event.preventDefault();
            submitCode(true); // Continue always asks, even for the code just refused
          }}
        >
          <Form.Group className="mb-3" controlId="access-code">
            <Form.Label>Access code</Form.Label>
            <Form.Control
              maxLength={ACCESS_CODE_MAX}
              placeholder="ABCD1234"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              isInvalid={Boolean(codeError)}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? ERROR_ID : undefined}
              {...codeField}
              onBlur={(event) => {
                void codeField.onBlur(event);
                submitCode();
              }}
            />
            {/* The alert above says it to everyone; this ties its words to the box for screen
                readers, without the alert's Dismiss button that a description would take in. */}
            {codeError && (
              <span id={ERROR_ID} hidden>
                {codeError.title}
              </span>
            )}
          </Form.Group>
          <BusyButton type="submit" busy={lookUp.isPending} busyLabel="Checking...">
            Continue
          </BusyButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
