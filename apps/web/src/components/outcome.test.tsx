import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAnnouncement } from '../hooks/use-announcement';
import { announced, recordAnnouncements } from '../test/announced';
import { Outcome } from './outcome';

/** A page with one action that works and two that fail, showing their outcome. */
function Page() {
  const { notice, failure, succeeded, failed } = useAnnouncement();
  return (
    <>
      <button onClick={() => succeeded('The district is saved.')}>Save</button>
      <button onClick={() => failed('The district could not be saved.', new Error('No network.'))}>
        Fail
      </button>
      <button onClick={() => failed('The code could not be copied. Copy it yourself.')}>
        Fail without a reason
      </button>
      <Outcome notice={notice} failure={failure} />
    </>
  );
}

describe('Outcome with useAnnouncement', () => {
  it('shows a success and says it through the app’s live region, a failure in an alert, never both', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The district is saved.')).toBeVisible();
    await waitFor(() => expect(announced()).toBe('The district is saved.'));
    // The line shown is not a second live region saying it again.
    expect(container.querySelector('[role="status"], [aria-live]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The district could not be saved. No network.',
    );
    expect(screen.queryByText('The district is saved.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The district is saved.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure without an error as its title alone', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Fail without a reason' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The code could not be copied\. Copy it yourself\.$/,
    );
  });

  it('says the same success again when it happens twice', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const { said, stop } = recordAnnouncements();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(said).toEqual(['', 'The district is saved.']));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Emptied, then the same words again: a screen reader hears them a second time.
    await waitFor(() =>
      expect(said).toEqual(['', 'The district is saved.', '', 'The district is saved.']),
    );
    stop();
  });
});
