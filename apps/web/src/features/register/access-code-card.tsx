import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ACCESS_CODE_MAX, AUTH_MESSAGES } from '@trellis/shared/auth';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { useLookUpCode } from './api/look-up-code';
import { useDistrictCodeStore } from './district-code-store';

const ALERT_KEY = 'codeError';

/** The access-code box: looked up when it loses focus or on Continue (spec §2). */
export function AccessCodeCard() {
  const [code, setCode] = useState('');
  const [lastLookedUp, setLastLookedUp] = useState('');
  const lookUp = useLookUpCode();
  const hold = useDistrictCodeStore((state) => state.hold);
  const navigate = useNavigate();
  const { setAlert, removeAlert } = useAlertsStore.getState();

  const submitCode = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed || lookUp.isPending || trimmed === lastLookedUp) return;
    setLastLookedUp(trimmed);
    removeAlert(ALERT_KEY);
    lookUp.mutate(trimmed, {
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
        if (!(error instanceof ApiRequestError) || error.status === 0) {
          console.error('access code look-up failed', error); // spec §8: network failures are only logged
          setLastLookedUp('');
          return;
        }
        const message = error.status === 429 ? error.message : AUTH_MESSAGES.invalidCode;
        setAlert(ALERT_KEY, { alertType: 'danger', title: message });
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLastLookedUp('');
    submitCode(code);
  };

  return (
    <Card className="h-100">
      <Card.Body className="d-flex flex-column">
        <h2 className="h5">Have an access code?</h2>
        <p>If your school or district has a Trellis licence, enter the access code it gave you.</p>
        <KeyedAlert alertKey={ALERT_KEY} />
        <Form onSubmit={onSubmit} className="mt-auto">
          <Form.Group className="mb-3" controlId="access-code">
            <Form.Label>Access code</Form.Label>
            <Form.Control
              value={code}
              maxLength={ACCESS_CODE_MAX}
              placeholder="ABCD1234"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setCode(event.target.value)}
              onBlur={() => submitCode(code)}
            />
          </Form.Group>
          <Button type="submit" disabled={lookUp.isPending}>
            {lookUp.isPending ? 'Checking...' : 'Continue'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
