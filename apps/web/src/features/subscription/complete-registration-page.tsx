import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { CompleteRegistrationBodySchema, CompletionKeySchema } from '@trellis/shared/checkout';
import { BusyButton } from '../../components/busy-button';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { meQueryKey } from '../../hooks/use-me';
import { ApiRequestError } from '../../lib/api-client';
import { instantDayText } from '../../lib/dates';
import { applyServerErrors } from '../../lib/form-errors';
import { completionKeyQuery, useCompleteRegistration } from './api/checkout';

const SUBMIT_FAILED = 'There was an error while submitting your password.';

function InvalidKey() {
  return (
    <section className="py-4 narrow-page">
      <PageHeading>Invalid Key</PageHeading>
      <p>
        This link to complete a registration is not valid: it may have been used already or have
        expired. If you have already chosen a password, <Link to={paths.signIn}>sign in</Link>.
        Otherwise write to support with the e-mail address you paid with.
      </p>
    </section>
  );
}

function PaymentReceived() {
  return (
    <section className="py-4 narrow-page">
      <PageHeading>Payment Received</PageHeading>
      <p>
        Thank you! Your Trellis account is being set up. We are e-mailing you a link to choose your
        password; it arrives within a few minutes and works for seven days.
      </p>
    </section>
  );
}

const FIELDS = ['password', 'confirm'] as const;

function PasswordForm({ registrationKey }: { registrationKey: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const complete = useCompleteRegistration();
  // The key is part of the body; the page shows the form only for a well-formed one. The
  // schema's one client check is that the two passwords match; the server judges the rest.
  const form = useForm({
    resolver: zodResolver(CompleteRegistrationBodySchema),
    defaultValues: { key: registrationKey, password: '', confirm: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const passwordRefused =
    complete.error instanceof ApiRequestError &&
    complete.error.issues.some((issue) => issue.path === 'password');

  return (
    <Form
      noValidate
      onSubmit={form.handleSubmit((body) =>
        complete.mutate(body, {
          onSuccess: (signedIn) => {
            queryClient.setQueryData(meQueryKey, signedIn);
            void navigate(paths.dashboard, { replace: true });
          },
          onError: (error) => applyServerErrors(error, form.setError, FIELDS),
        }),
      )}
    >
      <PasswordField
        label="Set Password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint="At least 8 characters. A few unrelated words make a strong password."
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      {complete.isError && !passwordRefused && (
        <Alert variant="danger" role="alert">
          {SUBMIT_FAILED}
        </Alert>
      )}
      <BusyButton type="submit" size="lg" busy={complete.isPending} busyLabel="Working...">
        Complete Registration
      </BusyButton>
    </Form>
  );
}

/**
 * /register/complete?key=… — after paying, the new subscriber sees their name, e-mail and
 * registration date and chooses a password; then they are signed in.
 */
export function CompleteRegistrationPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const wellFormed = CompletionKeySchema.safeParse(key).success;
  const info = useQuery({ ...completionKeyQuery(key), enabled: wellFormed });
  // Back from an online payment provider: the link to choose a password comes by e-mail.
  if (!key && params.get('paid') === 'new') return <PaymentReceived />;
  if (!wellFormed || info.isError) return <InvalidKey />;
  if (info.isPending) return <LoadingIndicator />;
  const { firstName, lastName, email, registeredAt } = info.data;
  return (
    <section className="py-4 narrow-page">
      <PageHeading>Complete Registration</PageHeading>
      <dl className="row">
        <dt className="col-sm-4">Name</dt>
        <dd className="col-sm-8">
          {firstName} {lastName}
        </dd>
        <dt className="col-sm-4">Email</dt>
        <dd className="col-sm-8">{email}</dd>
        <dt className="col-sm-4">Registered</dt>
        <dd className="col-sm-8">{instantDayText(registeredAt)}</dd>
      </dl>
      <PasswordForm registrationKey={key} />
    </section>
  );
}
