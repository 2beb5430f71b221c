import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAnnouncements } from '../test/announced';
import { useAnnouncedChange } from './use-announced-change';

/** A count line as a page shows it, said through the app's live region as it changes. */
function CountLine({ text, term }: { text: string | null; term?: string }) {
  useAnnouncedChange(text, term);
  return <p>{text ?? 'Searching...'}</p>;
}

/** What the live region was given, without the emptying that comes before each saying. */
const sayings = (said: string[]) => said.filter(Boolean);

describe('useAnnouncedChange', () => {
  it('says a line when it changes, not the line the page first shows', async () => {
    const { said, stop } = recordAnnouncements();
    const { rerender } = render(<CountLine text="12 staff members shown." />);
    rerender(<CountLine text="12 staff members shown." />);
    rerender(<CountLine text="3 staff members shown." />);
    await waitFor(() => expect(sayings(said)).toEqual(['3 staff members shown.']));
    stop();
  });

  it('says the first line for each new key once it comes, even in the same words', async () => {
    const { said, stop } = recordAnnouncements();
    const { rerender } = render(<CountLine text="2 staff members shown." term="" />);
    // A new search runs: nothing to say yet.
    rerender(<CountLine text={null} term="ben" />);
    rerender(<CountLine text="2 staff members shown." term="ben" />);
    await waitFor(() => expect(sayings(said)).toEqual(['2 staff members shown.']));
    // The same key again (a row changed after an action): its own outcome is said instead.
    rerender(<CountLine text="1 staff member shown." term="ben" />);
    rerender(<CountLine text="1 staff member shown." term="be" />);
    await waitFor(() =>
      expect(sayings(said)).toEqual(['2 staff members shown.', '1 staff member shown.']),
    );
    stop();
  });
});
