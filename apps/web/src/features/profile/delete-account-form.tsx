import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DeleteAccountBodySchema, type DeleteAccountBody } from '@trellis/shared/student-plans';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { SIGN_IN_ALERT_KEY, useAlertsStore } from '../../components/alerts/alerts-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { useForgetUser } from '../../hooks/use-forget-user';
import { applyServerErrors } from '../../lib/form-errors';
import { useDeleteAccount } from './api/account';

const ALERT_KEY = 'deleteAccount';
const FIELDS = ['password'] as const;

/** What deleting takes away, said the same way before the password and in the confirmation. */
const CONSEQUENCES =
  'Every student plan you own is deleted with its history, plans you shared disappear for ' +
  'your colleagues, and this cannot be undone.';

/**
 * Delete my account: the password, then a confirmation that says what is lost. On success
 * the browser forgets the user as sign-out does and the sign-in page says what happened.
 */
export function DeleteAccountForm() {
  const form = useForm({
    resolver: zodResolver(DeleteAccountBodySchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  const remove = useDeleteAccount();
  const forgetUser = useForgetUser();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<DeleteAccountBody | null>(null);
  // Set when the server refused: focus goes to the password once the dialog is gone.
  const refused = useRef(false);
  const { setAlert, removeAlert } = useAlertsStore.getState();

  const onSubmit = form.handleSubmit((body) => {
    if (remove.isPending) return;
    removeAlert(ALERT_KEY);
    setConfirming(body);
  });

  const onConfirm = () => {
    if (!confirming) return;
    refused.current = false;
    remove.mutate(confirming, {
      onSuccess: () => {
        forgetUser();
        // After forgetting, which clears every alert.
        setAlert(SIGN_IN_ALERT_KEY, { alertType: 'info', title: 'Your account has been deleted.' });
        void navigate(paths.signIn, { replace: true });
      },
      onError: (error) => {
        refused.current = true;
        const rest = applyServerErrors(error, form.setError, FIELDS);
        setAlert(ALERT_KEY, {
          alertType: 'danger',
          title: 'Your account was not deleted.',
          errors: [rest ? rest.message : error],
        });
        form.setFocus('password');
      },
    });
    setConfirming(null);
  };

  return (
    <>
      <KeyedAlert alertKey={ALERT_KEY} />
      <p>{CONSEQUENCES} If you want a copy, download your data first.</p>
      <Form onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Your password"
          hint="To confirm it is you."
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <Button
          type="submit"
          variant="outline-danger"
          aria-disabled={remove.isPending || undefined}
        >
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </Form>
      <ConfirmDialog
        show={confirming !== null}
        question="Delete your Trellis account?"
        detail={CONSEQUENCES}
        confirmLabel="Delete my account"
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
        onExited={() => {
          if (refused.current) form.setFocus('password');
        }}
      />
    </>
  );
}
