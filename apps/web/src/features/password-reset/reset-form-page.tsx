import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { ErrorCode } from '@trellis/shared/api-error';
import { PASSWORD_MAX, PASSWORD_MIN, PasswordResetCompleteBodySchema } from '@trellis/shared/auth';
import { LoadingIndicator } from '../../components/loading-indicator';
import { BusyButton } from '../../components/busy-button';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { PageHeading } from '../../components/page-heading';
import { useHeadingFocusOn } from '../../components/use-heading-focus-on';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { useCompletePasswordReset, useResetLinkCheck } from './api/password-reset';

function LinkNotUsable() {
  return (
    <Alert variant="warning" role="alert">
      This password reset link has expired or has already been used.{' '}
      <Link to={paths.passwordReset}>Request a new link</Link>.
    </Alert>
  );
}

const FIELDS = ['password'] as const;

/** /pwreset-form/{token}: choose a new password with the e-mailed link (spec §2). */
export function ResetFormPage() {
  const { token = '' } = useParams();
  const check = useResetLinkCheck(token);
  const complete = useCompletePasswordReset();
  // The link's token is part of the body: the form is shown only once the server accepted it.
  const form = useForm({
    resolver: zodResolver(PasswordResetCompleteBodySchema),
    defaultValues: { token, password: '' },
    reValidateMode: 'onSubmit',
  });
  // The form gives way to "Password Reset Successfully!": its heading takes the focus.
  useHeadingFocusOn(complete.isSuccess);
  const { ref: sectionRef, refused } = useFocusFirstInvalid<HTMLElement>();

  if (complete.isSuccess) {
    return (
      <section className="py-4 narrow-page">
        <PageHeading>Password Reset Successfully!</PageHeading>
        <p>
          You can now sign in with your new password. For your safety, every device that was signed
          in has been signed out.
        </p>
        <Link to={paths.signIn} className="btn btn-primary">
          Continue to Login
        </Link>
      </section>
    );
  }

  const error = complete.error instanceof ApiRequestError ? complete.error : null;
  const linkSpent = error?.code === ErrorCode.RESET_LINK_INVALID || check.data?.valid === false;
  const onSubmit = form.handleSubmit((body) =>
    complete.mutate(body, {
      onError: (failure) => {
        applyServerErrors(failure, form.setError, FIELDS);
        refused();
      },
    }),
  );

  return (
    <section ref={sectionRef} className="py-4 narrow-page">
      <PageHeading>Choose a New Password</PageHeading>
      {check.isPending && <LoadingIndicator />}
      {linkSpent && <LinkNotUsable />}
      {check.data?.valid && !linkSpent && (
        <Form onSubmit={onSubmit}>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            hint="At least 8 characters."
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <BusyButton type="submit" busy={complete.isPending} busyLabel="Saving...">
            Reset Password
          </BusyButton>
        </Form>
      )}
    </section>
  );
}
