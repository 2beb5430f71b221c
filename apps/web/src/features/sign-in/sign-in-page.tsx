import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { SIGN_IN_ALERT_KEY, useAlertsStore } from '../../components/alerts/alerts-store';
import { PageHeading } from '../../components/page-heading';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { useSignIn } from './api/sign-in';
import { WhatIsTrellis } from './what-is-trellis';

const ALERT_KEY = SIGN_IN_ALERT_KEY;

/** Sign in (spec §2): e-mail and password, links to reset and to registration. */
export function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { setAlert, removeAlert } = useAlertsStore.getState();
  const state = location.state as { from?: string } | null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    removeAlert(ALERT_KEY);
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => void navigate(state?.from ?? paths.dashboard, { replace: true }),
        onError: (error) =>
          setAlert(
            ALERT_KEY,
            error instanceof ApiRequestError && error.status > 0
              ? {
                  alertType: 'danger',
                  title: 'There was an error signing in:',
                  errors: [error.message],
                }
              : { alertType: 'danger', title: 'There was an error signing in.' },
          ),
      },
    );
  };

  return (
    <Row className="g-4 py-4 align-items-stretch">
      <Col lg={6}>
        <PageHeading>Sign In</PageHeading>
        <KeyedAlert alertKey={ALERT_KEY} />
        <Form onSubmit={onSubmit}>
          <TextField
            label="Email Address"
            type="email"
            name="userOrEmail"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            minLength={6}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            type="submit"
            variant="primary"
            className="w-100 mb-3"
            disabled={signIn.isPending}
          >
            {signIn.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
          <div className="d-flex flex-column flex-sm-row justify-content-between gap-2">
            <Link to={paths.passwordReset}>Forget Your Password?</Link>
            <Link to={paths.register.choose}>Need an Account? Sign Up Here</Link>
          </div>
        </Form>
      </Col>
      <Col lg={6}>
        <WhatIsTrellis />
      </Col>
    </Row>
  );
}
