import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { PasswordResetRequestBodySchema } from '@trellis/shared/auth';
import { BusyButton } from '../../components/busy-button';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { PageHeading } from '../../components/page-heading';
import { useHeadingFocusOn } from '../../components/use-heading-focus-on';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { useSiteInfo } from '../../hooks/use-site-info';
import { ApiRequestError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { useRequestPasswordReset } from './api/password-reset';

const FIELDS = ['email'] as const;

/** /pwreset: ask for a reset link by e-mail (spec §2). */
export function RequestResetPage() {
  const form = useForm({
    resolver: zodResolver(PasswordResetRequestBodySchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const request = useRequestPasswordReset();
  const site = useSiteInfo();
  // The form gives way to "Email Sent!": its heading takes the focus and is read out.
  useHeadingFocusOn(request.isSuccess);
  const { ref: sectionRef, refused } = useFocusFirstInvalid<HTMLElement>();

  const onSubmit = form.handleSubmit((body) =>
    request.mutate(body, {
      onError: (error) => {
        applyServerErrors(error, form.setError, FIELDS);
        refused();
      },
    }),
  );

  if (request.isSuccess) {
    return (
      <section className="py-4 narrow-page">
        <PageHeading>Email Sent!</PageHeading>
        <p>
          If an account uses <strong>{request.variables.email}</strong>, we are sending it a link to
          choose a new password; it can take a few minutes to arrive. The link works once, for 60
          minutes.
        </p>
        <p>Check your inbox and your junk or spam folder. The e-mail comes from Trellis.</p>
        {site && (
          <p>
            No e-mail after a few minutes? Contact us at{' '}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
          </p>
        )}
        <Link to={paths.signIn}>Back to sign in</Link>
      </section>
    );
  }

  const failure =
    request.error instanceof ApiRequestError && request.error.status === 429
      ? request.error.message
      : request.isError
        ? 'There was an error while signing you up for the PwReset.'
        : null;

  return (
    <section ref={sectionRef} className="py-4 narrow-page">
      <PageHeading>Reset Your Password</PageHeading>
      <p>
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Form onSubmit={onSubmit}>
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <BusyButton type="submit" busy={request.isPending} busyLabel="Sending...">
            Submit
          </BusyButton>
          <Link to={paths.signIn}>Never mind, back to login...</Link>
        </div>
      </Form>
    </section>
  );
}
