import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { useCartStore } from '../../stores/cart-store';

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

beforeEach(() => {
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
});

describe('step 5, Export and Share', () => {
  it('says the plan is empty and offers no export while it is', async () => {
    stubApi({ '/api/v1/me': signedIn });
    renderApp('/plan');
    expect(
      await screen.findByText(/No accommodations have been added to your plan yet/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download Plan PDF' })).not.toBeInTheDocument();
  });

  it('shows Sending... while the e-mail goes, then the success message', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/plan/personnel': personnel,
      '/api/v1/plan/email': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    renderApp('/builder/export');
    await user.click(await screen.findByRole('button', { name: 'Send in Email' }));
    // The colleagues come from the server once the form is open.
    await screen.findByRole('option', { name: 'Aalto, Cam' });
    await user.selectOptions(screen.getByLabelText('School personnel'), 'Aalto, Cam');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveFocus();
    answer(Response.json({ success: true, recipients: ['cam@example.org'] }));
    expect(await screen.findByText('Your email has been sent successfully!')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByLabelText('School personnel')).not.toBeInTheDocument();
  });

  it('says while the colleagues load, and offers to try again when they cannot', async () => {
    const user = userEvent.setup();
    const answers: ((response: Response) => void)[] = [];
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/plan/personnel': () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    const fault = () => Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 });
    const answer = async (request: number, response: Response) => {
      await waitFor(() => expect(answers).toHaveLength(request));
      answers[request - 1]?.(response);
    };
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    renderApp('/builder/export');
    await user.click(await screen.findByRole('button', { name: 'Send in Email' }));
    expect(await screen.findByText('Loading your colleagues...')).toBeVisible();
    // A server fault is asked once more (the app's retry), then said.
    await answer(1, fault());
    await answer(2, fault());
    expect(await screen.findByText(/Your colleagues could not be loaded/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading your colleagues...')).toBeVisible();
    await answer(3, Response.json(personnel));
    expect(await screen.findByRole('option', { name: 'Aalto, Cam' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your colleagues...')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('shows the spec’s message when sending fails, and field messages for bad lines', async () => {
    const user = userEvent.setup();
    const failures = [
      new Response(
        JSON.stringify({
          code: 'VALIDATION_FAILED',
          message: 'Some recipients cannot receive this plan.',
          issues: [
            { path: 'personnel.0', message: 'is not a colleague in your district' },
            { path: 'otherEmails', message: 'line 1: "bob@" is not an e-mail address' },
            { path: 'otherEmails', message: 'line 2: "ann" is not an e-mail address' },
          ],
        }),
        { status: 400 },
      ),
      new Response(JSON.stringify({ code: 'MAIL_FAILED', message: 'x' }), { status: 502 }),
    ];
    const sent: unknown[] = [];
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/plan/personnel': personnel,
      '/api/v1/plan/email': async (body) => {
        sent.push(body);
        return failures.shift() ?? new Response('{}', { status: 500 });
      },
    });
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    renderApp('/builder/export');
    await user.click(await screen.findByRole('button', { name: 'Send in Email' }));
    await user.selectOptions(await screen.findByLabelText('School personnel'), 'Aalto, Cam');
    await user.type(screen.getByLabelText('Other e-mail addresses'), 'bob@{Enter}ann');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    const field = screen.getByLabelText('Other e-mail addresses');
    expect(await screen.findByText('line 1: "bob@" is not an e-mail address')).toBeVisible();
    expect(screen.getByText('line 2: "ann" is not an e-mail address')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('School personnel')).toHaveAccessibleDescription(
      expect.stringContaining('is not a colleague in your district'),
    );
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([
      expect.objectContaining({
        personnel: ['7b1e9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b'],
        otherEmails: 'bob@\nann',
        message: '',
        plan: ['L1'],
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('There was an error sending your email. Please try again.'),
    ).toBeVisible();
  });

  it('says so when a PDF cannot be made, and shows Working... meanwhile', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/plan/pdf': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    useCartStore.getState().add({ key: 'L1', title: 'Text-to-Speech' });
    renderApp('/builder/export');
    await user.click(await screen.findByRole('button', { name: 'Download Plan PDF' }));
    expect(await screen.findByText('Working...')).toBeVisible();
    answer(new Response(JSON.stringify({ code: 'INTERNAL_ERROR', message: 'x' }), { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PDF could not be made. Please try again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
