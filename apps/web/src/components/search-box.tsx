import Form from 'react-bootstrap/Form';
import { SEARCH_MAX_LENGTH } from '@trellis/shared/search-limits';

/** The hint of a search through people. */
export const NAME_OR_EMAIL_HINT = 'A name or an e-mail address, or part of one.';

/**
 * A labelled search field above a list, with a hint saying what it finds. It searches as
 * the user types, so Enter submits nothing.
 */
export function SearchBox({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Form role="search" className="mb-3" onSubmit={(event) => event.preventDefault()}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
    </Form>
  );
}
