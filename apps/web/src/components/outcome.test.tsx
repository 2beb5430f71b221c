import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAnnouncement } from '../hooks/use-announcement';
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
  it('says a success politely, a failure in an alert, and never both', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const region = screen.getByRole('status');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The district is saved.')).toBeVisible();
    expect(region).toHaveTextContent('The district is saved.');

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The district could not be saved. No network.',
    );
    expect(region).toBeEmptyDOMElement();

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
    const region = screen.getByRole('status');
    // A screen reader speaks what is added to the region: count the words put into it.
    let said = 0;
    new MutationObserver((changes) => {
      said += changes.filter((change) => change.addedNodes.length > 0).length;
    }).observe(region, { childList: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(said).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(said).toBe(2));
    expect(region).toHaveTextContent(/^The district is saved\.$/);
  });
});
