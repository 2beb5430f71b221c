import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Outcome } from '../../components/outcome';
import { useAnnouncement } from '../../hooks/use-announcement';
import { ForRow } from './row-actions';

/**
 * The one redirect URI the district's IT administrator registers at every provider, in a
 * read-only field they can select, with a Copy button.
 */
export function SsoRedirectUri({ callbackUrl }: { callbackUrl: string }) {
  const id = useId();
  const { notice, failure, succeeded, failed } = useAnnouncement();

  const copy = () => {
    // navigator.clipboard is missing on pages not served over HTTPS.
    const written = navigator.clipboard?.writeText(callbackUrl) ?? Promise.reject(new Error());
    written.then(
      () => succeeded('The redirect URI is copied.'),
      () => failed('The redirect URI could not be copied. Select it and copy it yourself.'),
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mb-4">
      <h2 id={`${id}-heading`} className="h4">
        Redirect URI
      </h2>
      <Form.Group controlId={`${id}-uri`}>
        <Form.Label>Redirect URI to register at each provider</Form.Label>
        <InputGroup>
          <Form.Control
            readOnly
            value={callbackUrl}
            className="font-monospace"
            aria-describedby={`${id}-hint`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline-primary" onClick={copy}>
            Copy
            <ForRow text="the redirect URI" />
          </Button>
        </InputGroup>
        <Form.Text id={`${id}-hint`} className="d-block">
          The district’s IT administrator enters it in the provider’s app registration (also called
          callback or reply URL), then gives you the client ID, the client secret and, for Google or
          Microsoft, the tenant.
        </Form.Text>
      </Form.Group>
      <Outcome notice={notice} failure={failure} />
    </section>
  );
}
