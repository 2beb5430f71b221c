import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { A7, entryAnswers, L1 } from '../../test/accommodations';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { clearSyncMeta, stopBuilderSync } from '../../stores/builder-sync';
import { useCartStore } from '../../stores/cart-store';
import { useDetailModalStore } from '../../stores/detail-modal-store';

// Issue 23: when a control goes away or becomes busy, focus goes somewhere sensible, never
// to the page's body (where the next Tab would start again at the top).
configure({ asyncUtilTimeout: 5000 });

const personnel = {
  personnel: [
    {
      id: '7b1e9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
      firstName: 'Cam',
      lastName: 'Aalto',
      email: 'cam@example.org',
    },
  ],
};

const need = (id: string, name: string) =>
  ({ id, name, category: 'Social / Emotional / Behavioral Needs' }) as const;

beforeEach(() => {
  stopBuilderSync();
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
  useDetailModalStore.getState().reset();
  clearSyncMeta();
});
afterEach(() => {
  stopBuilderSync();
  vi.restoreAllMocks();
});

async function confirmDelete(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('step 3, deleting a need', () => {
  it('moves focus to the next row, then the one before, then the page heading', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn });
    for (const [id, name] of [
      ['anxiety', 'Anxiety'],
      ['attention', 'Attention'],
      ['impulsivity', 'Impulsivity'],
    ] as const) {
      useBuilderStore.getState().toggleNeed(need(id, name));
    }
    renderApp('/builder/prioritize');
    await screen.findByRole('button', { name: 'Delete Attention' });

    await confirmDelete(user, 'Attention');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Impulsivity' })).toHaveFocus(),
    );
    await confirmDelete(user, 'Impulsivity');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Anxiety' })).toHaveFocus(),
    );
    await confirmDelete(user, 'Anxiety');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('gives the focus back to the Delete button when the deletion is cancelled', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn });
    useBuilderStore.getState().toggleNeed(need('anxiety', 'Anxiety'));
    renderApp('/builder/prioritize');
    const button = await screen.findByRole('button', { name: 'Delete Anxiety' });
    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('My Plan, removing an item', () => {
  it('moves focus to the next item’s Remove, then the one before, then the heading', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, '/api/v1/plan/personnel': personnel, ...entryAnswers });
    useCartStore.getState().add({ key: 'L1', title: L1.title });
    useCartStore.getState().add({ key: 'A7', title: A7.title });
    useCartStore.getState().add({ key: 'B4', title: 'Movement Breaks' });
    renderApp('/plan');

    await user.click(await screen.findByRole('button', { name: 'Remove A7 from plan' }));
    expect(screen.getByRole('button', { name: 'Remove B4 from plan' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove L1 from plan' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('moves focus to the page heading after Remove All', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, '/api/v1/plan/personnel': personnel, ...entryAnswers });
    useCartStore.getState().add({ key: 'L1', title: L1.title });
    renderApp('/plan');
    await user.click(await screen.findByRole('button', { name: 'Remove All' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove All' }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});

describe('the PDF viewers', () => {
  it.each([
    ['Download Plan PDF', '/api/v1/plan/pdf', 'Trellis Plan PDF'],
    ['View Adaptation Data Form', '/api/v1/plan/data-form', 'Adaptation Data Form'],
  ])(
    'keep the focus on %s while it works, and give it back on closing',
    async (label, path, title) => {
      const user = userEvent.setup();
      URL.createObjectURL = vi.fn(() => 'blob:plan');
      URL.revokeObjectURL = vi.fn();
      let answer: (response: Response) => void = () => {};
      stubApi({
        '/api/v1/me': signedIn,
        ...entryAnswers,
        [path]: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      useCartStore.getState().add({ key: 'L1', title: L1.title });
      renderApp('/plan');
      const opener = await screen.findByRole('button', { name: label });
      await user.click(opener);
      expect(opener).toHaveAttribute('aria-disabled', 'true');
      expect(opener).toHaveFocus();
      answer(
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'inline; filename="trellis-plan.pdf"',
          },
        }),
      );
      const overlay = await screen.findByRole('dialog', { name: title });
      await user.click(within(overlay).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(opener).toHaveFocus();
      expect(opener).not.toHaveAttribute('aria-disabled');
    },
  );
});

describe('the e-mail panel', () => {
  function emailFails() {
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/plan/personnel': personnel,
      ...entryAnswers,
      '/api/v1/plan/email': async () =>
        Response.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Some recipients cannot receive this plan.',
            issues: [{ path: 'otherEmails', message: 'line 1: "bob@" is not an e-mail address' }],
          },
          { status: 400 },
        ),
    });
    useCartStore.getState().add({ key: 'L1', title: L1.title });
    renderApp('/plan');
  }

  it('moves focus to the field with a bad address', async () => {
    const user = userEvent.setup();
    emailFails();
    await user.click(await screen.findByRole('button', { name: 'Send in Email' }));
    const field = await screen.findByLabelText('Other e-mail addresses');
    await user.type(field, 'bob@');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('line 1: "bob@" is not an e-mail address'),
    );
  });

  it('gives the focus back to Send in Email when the panel is cancelled', async () => {
    const user = userEvent.setup();
    emailFails();
    const opener = await screen.findByRole('button', { name: 'Send in Email' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
  });

  it('announces the sent e-mail and focuses its Close button', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/plan/personnel': personnel,
      ...entryAnswers,
      '/api/v1/plan/email': { success: true, recipients: ['cam@example.org'] },
    });
    useCartStore.getState().add({ key: 'L1', title: L1.title });
    renderApp('/plan');
    await user.click(await screen.findByRole('button', { name: 'Send in Email' }));
    await user.selectOptions(await screen.findByLabelText('School personnel'), 'Aalto, Cam');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    // An alert, read out as it appears; the live region does not repeat it.
    expect(screen.getByRole('alert')).toHaveTextContent('Your email has been sent successfully!');
    expect(document.getElementById('announcer')).toBeEmptyDOMElement();
  });
});
