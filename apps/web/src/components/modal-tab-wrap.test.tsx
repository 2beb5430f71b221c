import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { useModalTabWrap } from './modal-tab-wrap';

function App({ children }: { children: React.ReactNode }) {
  useModalTabWrap();
  return (
    <>
      <button>On the page</button>
      {children}
    </>
  );
}

describe('Tab in a modal', () => {
  it('wraps Shift+Tab from the first control (and from the dialog itself) to the last', async () => {
    const user = userEvent.setup();
    render(
      <App>
        <ConfirmDialog
          show
          question="Delete this need?"
          confirmLabel="Delete"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </App>,
    );
    const dialog = await screen.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    // Bootstrap puts the focus on the dialog itself when it opens.
    dialog.focus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('goes round a form dialog both ways, never leaving it', async () => {
    const user = userEvent.setup();
    render(
      <App>
        <FormDialog
          show
          title="Rename"
          submitLabel="Save"
          busy={false}
          onSubmit={(event) => event.preventDefault()}
          onHide={() => {}}
        >
          <label>
            Name <input />
          </label>
        </FormDialog>
      </App>,
    );
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // Once opened, the dialog puts the focus on its first field: start after that, or the
    // move could land between the steps below (it did on a loaded machine).
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus(),
    );
    close.focus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let step = 0; step < 8; step++) {
      await user.tab({ shift: step % 2 === 0 });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
