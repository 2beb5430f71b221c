import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PageHeading } from '../../components/page-heading';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { useSiteInfo } from '../../hooks/use-site-info';
import { ApiRequestError } from '../../lib/api-client';
import { useRequestPasswordReset } from './api/password-reset';

/** /pwreset: ask for a reset link by e-mail (spec §2). */
export function RequestResetPage() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const site = useSiteInfo();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <section className="py-4 narrow-page">
        <PageHeading>Email Sent!</PageHeading>
        <p>
          If an account uses <strong>{email.trim()}</strong>, we are sending it a link to choose a
          new password; it can take a few minutes to arrive. The link works once, for 60 minutes.
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
    <section className="py-4 narrow-page">
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
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Submit'}
          </Button>
          <Link to={paths.signIn}>Never mind, back to login...</Link>
        </div>
      </Form>
    </section>
  );
}
