import { useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FAMILY_EMAIL_NOTE_MAX, type SummaryLanguage } from '@trellis/shared/family-summary';
import { EmailSchema } from '@trellis/shared/auth';
import { announce } from '../../components/announce';
import { BusyButton } from '../../components/busy-button';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { TextAreaField } from '../../components/form-fields';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from '../../lib/form-errors';
import { useAppTranslation } from '../../lib/i18n';
import { useEmailFamilySummary } from './api/family-summary';

const FIELDS = ['to', 'note'] as const;

interface EmailValues {
  to: string;
  note: string;
}

/**
 * "E-mail to the family": one address and an optional note; the summary goes in the language
 * chosen on the page, with its PDF. The checks repeat the shared schema's rules in the app's
 * language; the server's own refusals land at their field, anything else in the alert.
 */
export function EmailForm({ planId, language }: { planId: string; language: SummaryLanguage }) {
  const { t } = useAppTranslation();
  const form = useForm<EmailValues>({
    defaultValues: { to: '', note: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const send = useEmailFamilySummary(planId);
  const { ref: formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();

  const onSubmit = form.handleSubmit(
    ({ to, note }) => {
      if (send.isPending) return;
      send.mutate(
        { to: to.trim(), note, language },
        {
          onSuccess: (sent) => {
            announce(t('familySummary.email.sent', { to: sent.to }));
            form.reset();
          },
          onError: (error) => {
            const rest = applyServerErrors(error, form.setError, FIELDS);
            announce(t('familySummary.email.failed', { reason: rest?.message ?? error.message }));
            refused();
          },
        },
      );
    },
    () => refused(),
  );
  // What the fields do not show: the server's message when no field was named.
  const unplaced = send.error && !errors.to && !errors.note ? send.error.message : null;

  return (
    <section aria-labelledby="family-email-heading" className="mt-5 d-print-none">
      <h2 id="family-email-heading" className="h4">
        {t('familySummary.email.heading')}
      </h2>
      <p>{t('familySummary.email.intro')}</p>
      <Form ref={formRef} onSubmit={onSubmit} noValidate className="narrow-page">
        <TextField
          type="email"
          autoComplete="off"
          label={t('familySummary.email.to')}
          error={errors.to?.message}
          {...form.register('to', {
            validate: (value) => {
              if (!value.trim()) return t('familySummary.email.toRequired');
              return (
                EmailSchema.safeParse(value.trim()).success || t('familySummary.email.toInvalid')
              );
            },
          })}
        />
        <TextAreaField
          rows={4}
          label={t('familySummary.email.note')}
          hint={t('familySummary.email.noteHint', { max: FAMILY_EMAIL_NOTE_MAX })}
          error={errors.note?.message}
          {...form.register('note', {
            maxLength: {
              value: FAMILY_EMAIL_NOTE_MAX,
              message: t('familySummary.email.noteTooLong', { max: FAMILY_EMAIL_NOTE_MAX }),
            },
          })}
        />
        {unplaced && (
          <Alert variant="danger" role="alert">
            {t('familySummary.email.failed', { reason: unplaced })}
          </Alert>
        )}
        <BusyButton
          type="submit"
          busy={send.isPending}
          busyLabel={t('familySummary.email.sending')}
        >
          {t('familySummary.email.send')}
        </BusyButton>
      </Form>
    </section>
  );
}
