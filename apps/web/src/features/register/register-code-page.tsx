import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  districtUnavailableReason,
  RegistrationFormSchema,
  type RegistrationForm,
} from '@trellis/shared/auth';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { PageHeading } from '../../components/page-heading';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { useRegister } from './api/register';
import { holdsValidCode, useDistrictCodeStore } from './district-code-store';

const ALERT_KEY = 'regCode';
// Server field names → form field names, so a server message lands at its field.
const FIELD_OF: Record<string, keyof RegistrationForm> = {
  fname: 'FirstName',
  lname: 'LastName',
  email: 'UserEmail',
  phone: 'Phone',
  password: 'UserPassword',
};

/** /register/code: the district account form (spec §2, rules of spec §5). */
export function RegisterCodePage() {
  const district = useDistrictCodeStore((state) => state.district);
  const release = useDistrictCodeStore((state) => state.release);
  const register = useRegister();
  const { setAlert, removeAlert } = useAlertsStore.getState();
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(RegistrationFormSchema),
    defaultValues: { FirstName: '', LastName: '', UserEmail: '', Phone: '', UserPassword: '' },
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

  const onSubmit = form.handleSubmit((values) => {
    removeAlert(ALERT_KEY);
    register.mutate(
      {
        email: values.UserEmail,
        fname: values.FirstName,
        lname: values.LastName,
        phone: values.Phone,
        password: values.UserPassword,
        code: district.code,
        type: 'district',
      },
      {
        onSuccess: () => release(),
        onError: (error) => {
          if (!(error instanceof ApiRequestError) || error.status === 0) {
            setAlert(ALERT_KEY, {
              alertType: 'danger',
              title: 'An unknown error occurred while creating your account.',
            });
            return;
          }
          for (const issue of error.issues) {
            const field = FIELD_OF[issue.path];
            if (field) form.setError(field, { message: issue.message });
          }
          setAlert(ALERT_KEY, {
            alertType: 'danger',
            title: 'There was a problem creating your account.',
            errors: [error.message],
          });
        },
      },
    );
  });

  return (
    <section className="py-4">
      <PageHeading>Create Your Account</PageHeading>
      <Form.Group className="mb-3" controlId="district-name">
        <Form.Label>School or district</Form.Label>
        <Form.Control value={district.name} readOnly plaintext className="fw-semibold" />
      </Form.Group>
      {refusal && <Alert variant="warning">{refusal}</Alert>}
      <KeyedAlert alertKey={ALERT_KEY} />
      <Form noValidate onSubmit={onSubmit}>
        <Row xs={1} md={2}>
          <Col>
            <TextField
              label="First Name"
              autoComplete="given-name"
              requiredMarker
              error={errors.FirstName?.message}
              {...form.register('FirstName')}
            />
          </Col>
          <Col>
            <TextField
              label="Last Name"
              autoComplete="family-name"
              requiredMarker
              error={errors.LastName?.message}
              {...form.register('LastName')}
            />
          </Col>
          <Col>
            <TextField
              label="Email Address"
              type="email"
              autoComplete="email"
              requiredMarker
              error={errors.UserEmail?.message}
              {...form.register('UserEmail')}
            />
          </Col>
          <Col>
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={20}
              error={errors.Phone?.message}
              {...form.register('Phone')}
            />
          </Col>
          <Col>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              hint="At least 8 characters. A short phrase is easy to remember and hard to guess."
              error={errors.UserPassword?.message}
              {...form.register('UserPassword')}
            />
          </Col>
        </Row>
        <p className="small">
          By creating an account you agree to the <Link to={paths.terms}>Terms of Use</Link> and the{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
        <div className="d-flex gap-3 align-items-center">
          <Button type="submit" disabled={register.isPending || Boolean(refusal)}>
            {register.isPending ? 'Creating Account...' : 'Create Account'}
          </Button>
          <Button variant="link" onClick={() => release()}>
            Use a different access code
          </Button>
        </div>
      </Form>
    </section>
  );
}
