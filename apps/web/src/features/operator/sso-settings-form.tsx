import { useId } from 'react';
import { useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import {
  type DistrictSsoResponse,
  SSO_LIMITS,
  SsoSettingsBodySchema,
  type SsoSettingsBody,
} from '@trellis/shared/sso';
import { applyServerErrors, fieldMessages } from '../../lib/form-errors';
import { useSaveSsoSettings } from './api/district-sso';

const FIELDS = ['slug', 'domains'] as const;

interface SettingsFields {
  slug: string;
  /** The domains as typed: one per line, or separated by commas or spaces. */
  domains: string;
}

const fieldsOf = (sso: DistrictSsoResponse): SettingsFields => ({
  slug: sso.slug ?? '',
  domains: sso.domains.join('\n'),
});

/** The domains typed, in order, without blanks. */
export const domainsIn = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * The body the fields describe, or each problem at its field (a domain's problem names the
 * domain, so several wrong lines can be told apart).
 */
function bodyOf(fields: SettingsFields) {
  const domains = domainsIn(fields.domains);
  const parsed = SsoSettingsBodySchema.safeParse({ slug: fields.slug.trim() || null, domains });
  if (parsed.success) return { body: parsed.data, issues: [] };
  const issues = parsed.error.issues.map((issue) => {
    const [field, index] = issue.path;
    const domain = typeof index === 'number' ? domains[index] : undefined;
    return {
      field: field === 'slug' ? ('slug' as const) : ('domains' as const),
      message: domain ? `${domain}: ${issue.message}` : issue.message,
    };
  });
  return { body: null, issues };
}

/**
 * The district's own sign-in address (`PUBLIC_URL/sso/<slug>`) and the e-mail domains whose
 * staff may join through its providers. The server's refusals (a domain or address another
 * district has) show at their fields.
 */
export function SsoSettingsForm({
  districtId,
  sso,
  publicUrl,
  onSaved,
}: {
  districtId: string;
  sso: DistrictSsoResponse;
  publicUrl: string;
  onSaved(saved: DistrictSsoResponse): void;
}) {
  const id = useId();
  const form = useForm<SettingsFields>({ values: fieldsOf(sso), reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const save = useSaveSsoSettings(districtId);
  const slugPrefix = `${publicUrl}/sso/`;

  const onSubmit = form.handleSubmit((fields) => {
    if (save.isPending) return;
    const { body, issues } = bodyOf(fields);
    for (const field of FIELDS) {
      const messages = issues.filter((issue) => issue.field === field).map((i) => i.message);
      if (messages.length) {
        form.setError(field, { type: 'server', message: messages[0], types: { server: messages } });
      }
    }
    if (!body) return;
    send(body);
  });
  const send = (body: SsoSettingsBody) =>
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => applyServerErrors(error, form.setError, FIELDS),
    });
  const unplaced = save.error && !errors.slug && !errors.domains ? save.error.message : null;
  const slugErrors = fieldMessages(errors.slug);
  const domainErrors = fieldMessages(errors.domains);

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="mb-4">
      <h2 id={`${id}-heading`} className="h4">
        Who may join
      </h2>
      <Form.Group className="mb-3" controlId={`${id}-slug`}>
        <Form.Label>Sign-in address</Form.Label>
        <InputGroup hasValidation>
          <InputGroup.Text id={`${id}-slug-prefix`} className="text-break">
            {slugPrefix}
          </InputGroup.Text>
          <Form.Control
            maxLength={SSO_LIMITS.slugMax}
            autoComplete="off"
            spellCheck={false}
            isInvalid={slugErrors.length > 0}
            aria-invalid={slugErrors.length > 0 || undefined}
            aria-describedby={[
              `${id}-slug-prefix`,
              `${id}-slug-hint`,
              slugErrors.length ? `${id}-slug-error` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            {...form.register('slug')}
          />
          {slugErrors.length > 0 && (
            <Form.Control.Feedback type="invalid" id={`${id}-slug-error`}>
              {slugErrors.join(' ')}
            </Form.Control.Feedback>
          )}
        </InputGroup>
        <Form.Text id={`${id}-slug-hint`} className="d-block">
          Optional. Staff who bookmark this address see only the district’s sign-in buttons.
          Lower-case letters, digits and hyphens.
          {sso.slug && (
            <>
              {' '}
              Saved address: <span className="text-break">{`${slugPrefix}${sso.slug}`}</span>
            </>
          )}
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-domains`}>
        <Form.Label>E-mail domains</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          spellCheck={false}
          isInvalid={domainErrors.length > 0}
          aria-invalid={domainErrors.length > 0 || undefined}
          aria-describedby={[`${id}-domains-hint`, domainErrors.length ? `${id}-domains-error` : '']
            .filter(Boolean)
            .join(' ')}
          {...form.register('domains')}
        />
        <Form.Text id={`${id}-domains-hint`} className="d-block">
          One per line or separated by commas, e.g. springfield.k12.il.us. Staff whose e-mail
          address ends in one of them may join through the providers below; at most{' '}
          {SSO_LIMITS.domains}.
        </Form.Text>
        {domainErrors.length > 0 && (
          <div className="invalid-feedback d-block" id={`${id}-domains-error`}>
            {domainErrors.map((message) => (
              <p key={message} className="mb-0">
                {message}
              </p>
            ))}
          </div>
        )}
      </Form.Group>
      {unplaced && (
        <Alert variant="danger" role="alert">
          The settings could not be saved. {unplaced}
        </Alert>
      )}
      <Button type="submit" aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </Form>
  );
}
