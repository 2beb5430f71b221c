import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import { announced } from '../../test/announced';
import { renderApp, signedOut, stubApi } from '../../test/render-app';

const site = {
  productName: 'Trellis',
  version: '1.5.56',
  supportEmail: 's@x.org',
  supportPhone: '1-800-555-0100',
};

/** Types a request into the form, `zip` and `students` as given, the rest the same each time. */
async function fillRequest(
  user: ReturnType<typeof userEvent.setup>,
  { zip, students }: { zip: string; students: string },
) {
  const fill = async (label: string | RegExp, text: string) =>
    user.type(await screen.findByLabelText(label, {}), text);
  await fill(/^First Name/, 'Dana');
  await fill(/^Last Name/, 'Whitfield');
  await fill(/^Email/, 'dana@school.org');
  await fill(/^Phone/, '555 0100');
  await fill(/^School or District Name/, 'Maple Grove');
  await fill(/^Address \(Required\)/, '100 Main Street');
  await fill(/^City/, 'Maple Grove');
  await fill(/^State/, 'MN');
  await fill(/^ZIP Code/, zip);
  await fill('Number of Students', students);
}

describe('/register/district', () => {
  it('sends the request body as the form holds it, the students a number, and puts server messages at their fields', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/site': site,
      '/api/v1/estimate-requests': async (body) => {
        bodies.push(body);
        return Response.json(
          {
            code: ErrorCode.VALIDATION_FAILED,
            message: 'Please check the request. zipCode: Must be at most 5 characters',
            issues: [{ path: 'zipCode', message: 'No such ZIP code' }],
          },
          { status: 400 },
        );
      },
    });
    renderApp('/register/district');
    await screen.findByRole('heading', { level: 1, name: 'School District Estimate' });
    await fillRequest(user, { zip: '99999', students: '12,345' });
    expect(screen.getByLabelText('Estimated Price per Year')).toHaveValue('$6,772.00');
    await user.click(screen.getByRole('button', { name: 'Request Estimate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem sending your estimate request.',
    );
    expect(screen.getByLabelText(/^ZIP Code/)).toHaveAccessibleDescription('No such ZIP code');
    expect(bodies).toEqual([
      {
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: 'dana@school.org',
        phone: '555 0100',
        schoolName: 'Maple Grove',
        address1: '100 Main Street',
        address2: '',
        city: 'Maple Grove',
        state: 'MN',
        zipCode: '99999',
        students: 12345,
      },
    ]);
  });

  it('keeps the focus on Sending... with the fields read-only, then focuses the outcome', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/site': site,
      '/api/v1/estimate-requests': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/register/district');
    await fillRequest(user, { zip: '55311', students: '400' });
    // The estimate follows the box; it is read out once typing pauses.
    await waitFor(() => expect(announced()).toBe('Estimated Price per Year: $800.00'), {
      timeout: 3000,
    });

    await user.click(screen.getByRole('button', { name: 'Request Estimate' }));
    // A disabled fieldset would drop the focus to the page's body: the button keeps it.
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toHaveFocus();
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText(/^City/), 'x');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Maple Grove');

    answer(Response.json({ success: true, estimate: 800 }, { status: 201 }));
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Estimate Request Sent!',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
