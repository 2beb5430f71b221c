import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { PasswordField } from '../../components/password-field';
import { ApiRequestError } from '../../lib/api-client';
import { useChangePassword } from './api/change-password';

const ALERT_KEY = 'pwUpdate';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (spec §2): no client checks; the server decides and says why. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();
  const { setAlert, removeAlert } = useAlertsStore.getState();
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: event.target.value }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    removeAlert(ALERT_KEY);
    setFieldErrors({});
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setAlert(ALERT_KEY, { alertType: 'success', title: 'Password update successful.' });
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError) || error.status === 0) {
          console.error('password change failed', error); // spec §8: a thrown error is only logged
          return;
        }
        setFieldErrors(
          Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])),
        );
        setAlert(ALERT_KEY, {
          alertType: 'danger',
          title: 'Error updating password!',
          errors: [error.message],
        });
      },
    });
  };

  return (
    <section aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="h4">
        Change Password
      </h2>
      <KeyedAlert alertKey={ALERT_KEY} />
      <Form onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...field('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </Form>
    </section>
  );
}
