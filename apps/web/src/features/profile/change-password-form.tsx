import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import type { ChangePasswordBody } from '@trellis/shared/auth';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { BusyButton } from '../../components/busy-button';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { PasswordField } from '../../components/password-field';
import { applyServerErrors } from '../../lib/form-errors';
import { serverChecked } from '../../lib/server-checked';
import { useChangePassword } from './api/change-password';
import { passwordFailureLines } from './password-failure';

const ALERT_KEY = 'pwUpdate';
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change Password (spec §2): no client checks; the server decides and says why. */
export function ChangePasswordForm() {
  const form = useForm({
    resolver: serverChecked<ChangePasswordBody>(FIELDS),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    // The server's messages stay at their fields until the next submission.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const change = useChangePassword();
  const { setAlert, removeAlert } = useAlertsStore.getState();
  // A refused change: focus goes to the first field the server blamed, else to the alert.
  const { ref: sectionRef, refused } = useFocusFirstInvalid<HTMLElement>();

  const onSubmit = form.handleSubmit((body) => {
    removeAlert(ALERT_KEY);
    change.mutate(body, {
      onSuccess: () => {
        form.reset();
        setAlert(ALERT_KEY, { alertType: 'success', title: 'Password update successful.' });
      },
      onError: (error) => {
        const rest = applyServerErrors(error, form.setError, FIELDS);
        if (!rest) {
          console.error('password change failed', error); // spec §8: a thrown error is only logged
          return;
        }
        setAlert(ALERT_KEY, {
          alertType: 'danger',
          title: 'Error updating password!',
          errors: passwordFailureLines(rest),
        });
        refused();
      },
    });
  });

  return (
    <section ref={sectionRef} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="h4">
        Change Password
      </h2>
      <KeyedAlert alertKey={ALERT_KEY} />
      <Form onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <BusyButton type="submit" busy={change.isPending} busyLabel="Updating...">
          Update Password
        </BusyButton>
      </Form>
    </section>
  );
}
