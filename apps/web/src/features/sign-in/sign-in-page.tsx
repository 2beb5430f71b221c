import { type FormEvent, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { SignInBody } from '@trellis/shared/auth';
import { SIGN_IN_PASSWORD_MIN } from '@trellis/shared/auth-limits';
import { BusyButton } from '../../components/busy-button';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { SIGN_IN_ALERT_KEY, useAlertsStore } from '../../components/alerts/alerts-store';
import { PageHeading } from '../../components/page-heading';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { applyServerErrors } from '../../lib/form-errors';
import { useSignIn } from './api/sign-in';
import { useSsoOptions } from './api/sso-options';
import { SsoButtons } from './sso-buttons';
import { useSsoFailureAlert } from './use-sso-failure';
import { WhatIsTrellis } from './what-is-trellis';

const ALERT_KEY = SIGN_IN_ALERT_KEY;
const FIELDS = ['email', 'password'] as const;

/** What the fields hold, and the server's message on each. */
type Fields = Record<(typeof FIELDS)[number], string>;
const EMPTY: Fields = { email: '', password: '' };

/**
 * Sign in (spec §2): e-mail and password, links to reset and to registration. The browser
 * checks the fields; every other answer is the server's, shown in the alert. A district with
 * single sign-on (issue 21) adds its "Sign in with …" buttons under the e-mail field. Plain
 * state rather than a form library: most visits start here, and every page's first script
 * carries this one.
 */
export function SignInPage() {
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { setAlert, removeAlert } = useAlertsStore.getState();
  const state = location.state as { from?: string } | null;
  const ssoProviders = useSsoOptions(values.email);
  useSsoFailureAlert(ALERT_KEY);

  const field = (name: keyof Fields) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  // The server's word on a field goes under it, as a form library's setError would put it.
  const placeError: UseFormSetError<Fields> = (name, fieldError) =>
    setErrors((current) => ({ ...current, [name]: fieldError.message }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    removeAlert(ALERT_KEY);
    setErrors({});
    const body: SignInBody = { email: values.email, password: values.password };
    signIn.mutate(body, {
      onSuccess: () => void navigate(state?.from ?? paths.dashboard, { replace: true }),
      onError: (error) => {
        const rest = applyServerErrors(error, placeError, FIELDS);
        setAlert(
          ALERT_KEY,
          rest
            ? {
                alertType: 'danger',
                title: 'There was an error signing in:',
                errors: [rest.message],
              }
            : { alertType: 'danger', title: 'There was an error signing in.' },
        );
      },
    });
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
            autoComplete="username"
            required
            error={errors.email}
            {...field('email')}
          />
          <SsoButtons providers={ssoProviders} returnTo={state?.from} email={values.email} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            minLength={SIGN_IN_PASSWORD_MIN}
            error={errors.password}
            {...field('password')}
          />
          <BusyButton
            type="submit"
            variant="primary"
            className="w-100 mb-3"
            busy={signIn.isPending}
            busyLabel="Signing In..."
          >
            Sign In
          </BusyButton>
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
