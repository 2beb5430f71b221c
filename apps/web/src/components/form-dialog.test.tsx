import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Failure } from '../hooks/use-announcement';
import { FormDialog } from './form-dialog';
import { TextField } from './text-field';

function Opener({
  busy = false,
  failure = null,
  focusFirstField,
  result,
  onSubmit = vi.fn(),
}: {
  busy?: boolean;
  failure?: Failure | null;
  focusFirstField?: boolean;
  result?: React.ReactNode;
  onSubmit?: () => void;
}) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button onClick={() => setShow(true)}>Change the date</button>
      <FormDialog
        show={show}
        title="Change the end date"
        submitLabel="Save end date"
        busy={busy}
        failure={failure}
        focusFirstField={focusFirstField}
        result={result}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        onHide={() => setShow(false)}
      >
        <p>Their access ends at the end of this day.</p>
        <TextField label="Last day" type="date" />
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('is named by its title, starts on the first field and gives focus back on Cancel', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Change the date' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Change the end date' });
    await waitFor(() => expect(within(dialog).getByLabelText('Last day')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('leaves focus on the dialog when asked, so what it says is read first', async () => {
    const user = userEvent.setup();
    render(<Opener focusFirstField={false} />);
    await user.click(screen.getByRole('button', { name: 'Change the date' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('submits, and shows why the last submit failed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Opener
        onSubmit={onSubmit}
        failure={{ title: 'The end date could not be changed.', message: 'No network.' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Change the date' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The end date could not be changed. No network.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save end date' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps a busy submit button focusable and says it is working', async () => {
    const user = userEvent.setup();
    render(<Opener busy />);
    await user.click(screen.getByRole('button', { name: 'Change the date' }));
    const button = within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Saving...',
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
  });

  it('shows its result instead of the form once given one', async () => {
    const user = userEvent.setup();
    render(<Opener result={<p>The end date is saved.</p>} />);
    await user.click(screen.getByRole('button', { name: 'Change the date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the end date' });
    expect(within(dialog).getByText('The end date is saved.')).toBeVisible();
    expect(within(dialog).queryByLabelText('Last day')).not.toBeInTheDocument();
  });
});
