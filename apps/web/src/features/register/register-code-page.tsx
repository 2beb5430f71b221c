import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { districtUnavailableReason, PHONE_MAX, RegisterBodySchema } from '@trellis/shared/auth';
import { BusyButton } from '../../components/busy-button';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { PageHeading } from '../../components/page-heading';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { applyServerErrors } from '../../lib/form-errors';
import { useRegister } from './api/register';
import { holdsValidCode, useDistrictCodeStore } from './district-code-store';

const ALERT_KEY = 'regCode';
const FIELDS = ['fname', 'lname', 'email', 'phone', 'password'] as const;
const REFUSAL_ID = 'district-refusal';

/** /register/code: the district account form (spec §2, rules of spec §5). */
export function RegisterCodePage() {
  const district = useDistrictCodeStore((state) => state.district);
  const release = useDistrictCodeStore((state) => state.release);
  const register = useRegister();
  const { setAlert, removeAlert } = useAlertsStore.getState();
  // The held code and the account type are part of the body; the visitor types the rest.
  const form = useForm({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: {
      fname: '',
      lname: '',
      email: '',
      phone: '',
      password: '',
      code: district?.code ?? '',
      type: 'district' as const,
    },
  });
  const { errors } = form.formState;

  if (!holdsValidCode(district)) return <Navigate to={paths.register.choose} replace />;
  const refusal = districtUnavailableReason(
    {
      name: district.name,
      active: district.isActive,
      expiresAt: district.expires ? new Date(district.expires) : null,
    },
    new Date(),
  );

  const onSubmit = form.handleSubmit((body) => {
    removeAlert(ALERT_KEY);
    register.mutate(body, {
      onSuccess: () => release(),
      onError: (error) => {
        const rest = applyServerErrors(error, form.setError, FIELDS);
        if (!rest) {
          setAlert(ALERT_KEY, {
            alertType: 'danger',
            title: 'An unknown error occurred while creating your account.',
          });
          return;
        }
        setAlert(ALERT_KEY, {
          alertType: 'danger',
          title: 'There was a problem creating your account.',
          errors: [rest.message],
        });
      },
    });
  });

  return (
    <section className="py-4">
      <PageHeading>Create Your Account</PageHeading>
      <Form.Group className="mb-3" controlId="district-name">
        <Form.Label>School or district</Form.Label>
        <Form.Control value={district.name} readOnly plaintext className="fw-semibold" />
      </Form.Group>
      {refusal && (
        <Alert id={REFUSAL_ID} variant="warning">
          {refusal}
        </Alert>
      )}
      <KeyedAlert alertKey={ALERT_KEY} />
      <Form noValidate onSubmit={onSubmit}>
        <Row xs={1} md={2}>
          <Col>
            <TextField
              label="First Name"
              autoComplete="given-name"
              requiredMarker
              error={errors.fname?.message}
              {...form.register('fname')}
            />
          </Col>
          <Col>
            <TextField
              label="Last Name"
              autoComplete="family-name"
              requiredMarker
              error={errors.lname?.message}
              {...form.register('lname')}
            />
          </Col>
          <Col>
            <TextField
              label="Email Address"
              type="email"
              autoComplete="email"
              requiredMarker
              error={errors.email?.message}
              {...form.register('email')}
            />
          </Col>
          <Col>
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={PHONE_MAX}
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </Col>
          <Col>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              hint="At least 8 characters. A short phrase is easy to remember and hard to guess."
              error={errors.password?.message}
              {...form.register('password')}
            />
          </Col>
        </Row>
        <p className="small">
          By creating an account you agree to the <Link to={paths.terms}>Terms of Use</Link> and the{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
        <div className="d-flex gap-3 align-items-center">
          {/* Unavailable while the account is being made, and for a district that cannot take new
              accounts: focusable either way, and in the second case it says why. */}
          <BusyButton
            type="submit"
            busy={register.isPending || Boolean(refusal)}
            aria-describedby={refusal ? REFUSAL_ID : undefined}
          >
            {register.isPending ? 'Creating Account...' : 'Create Account'}
          </BusyButton>
          <Button variant="link" onClick={() => release()}>
            Use a different access code
          </Button>
        </div>
      </Form>
    </section>
  );
}
