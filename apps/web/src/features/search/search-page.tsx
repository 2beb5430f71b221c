import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from '@trellis/shared/search-limits';
import { announce } from '../../components/announce';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { ResultsTable } from '../../components/results-table';
import { paths } from '../../config/paths';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useSearch } from '../../hooks/use-library';

const UNAVAILABLE = 'Search is not available right now. Please try again in a moment.';
const NO_RESULTS = 'No results.';

const countText = (count: number) => `${count} Matching Accommodations`;

/** What a finished search says in the app's live region: its count, or why there is none. */
function useAnnouncedOutcome(term: string, search: ReturnType<typeof useSearch>) {
  const outcome = search.isError
    ? UNAVAILABLE
    : search.data
      ? search.data.results.length === 0
        ? NO_RESULTS
        : countText(search.data.results.length)
      : null;
  const searching = term.trim().length >= SEARCH_MIN_LENGTH;
  // Said again for each new term, even when its count is the same as the last one's.
  useEffect(() => {
    if (searching && outcome) announce(outcome);
  }, [searching, outcome, term]);
}

function Results({ term, onClear }: { term: string; onClear(): void }) {
  const search = useSearch(term);
  useAnnouncedOutcome(term, search);
  if (term.trim().length < SEARCH_MIN_LENGTH) return null;
  if (search.isPending) return <LoadingIndicator />;
  if (search.isError) return <p>{UNAVAILABLE}</p>;
  const { results, correctedQuery } = search.data;
  if (results.length === 0) return <p>{NO_RESULTS}</p>;
  return (
    <>
      {correctedQuery && (
        <p className="text-body-secondary">
          Showing results for <strong>{correctedQuery}</strong>.
        </p>
      )}
      <div className="d-flex justify-content-end">
        <Button variant="outline-secondary" size="sm" onClick={onClear}>
          Clear Search
        </Button>
      </div>
      <ResultsTable
        heading={countText(results.length)}
        rows={results.map((result) => ({ ...result, explanation: result.subtitle }))}
        emptyText="No results."
      />
    </>
  );
}

/**
 * /search — keyword search (spec §2): searches once the term has 3 characters and typing
 * has paused for 500 ms; the term lives in the address (`?q=`) so it can be shared.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get('q') ?? '';
  const [text, setText] = useState(urlTerm);
  // Back and forward change the address: the box follows.
  const [seenUrlTerm, setSeenUrlTerm] = useState(urlTerm);
  if (urlTerm !== seenUrlTerm) {
    setSeenUrlTerm(urlTerm);
    setText(urlTerm);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Only a new pause in typing writes the address (not a re-render with a new setter), so
  // Clear Search is not undone by a term still waiting out its 500 ms.
  const written = useRef(settled);
  useEffect(() => {
    if (written.current === settled) return;
    written.current = settled;
    const term = settled.trim();
    setParams(term ? { q: term } : {}, { replace: true });
  }, [settled, setParams]);

  // Clear Search goes with the results it clears: focus goes to the emptied box, to type anew.
  const field = useRef<HTMLInputElement>(null);
  const clear = () => {
    setText('');
    setParams({}, { replace: true });
    field.current?.focus();
  };

  return (
    <section className="py-4">
      <PageHeading>Search Accommodations</PageHeading>
      <Form role="search" className="mb-3" onSubmit={(event) => event.preventDefault()}>
        <Form.Label htmlFor="search-term" className="visually-hidden">
          Search term
        </Form.Label>
        <Form.Control
          id="search-term"
          ref={field}
          type="search"
          size="lg"
          placeholder="Enter search term"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          aria-describedby="search-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <Form.Text id="search-hint">
          Type at least {SEARCH_MIN_LENGTH} characters: a need, a support, or a key such as L12.
        </Form.Text>
      </Form>
      <Results term={urlTerm} onClear={clear} />
      <p className="mt-4">
        <Link to={paths.dashboard}>Back to Dashboard</Link>
      </p>
    </section>
  );
}
