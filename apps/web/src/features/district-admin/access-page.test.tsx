import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../test/render-app';
import { adminSignedIn, answer, API, overview, recordRequests } from './district-test-data';
import { ON_PAGE } from '../../test/announced';

function open(answers: Parameters<typeof stubApi>[0] = {}) {
  stubApi({ [`${API}/me`]: adminSignedIn, [`${API}/district`]: overview(), ...answers });
  const requests = recordRequests();
  renderApp('/district/access');
  return requests;
}

const codeCard = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Access code' })).closest('section') as HTMLElement,
  );

describe('the access code and licence page', () => {
  it('shows the licence and the code, and says when the licence ends soon', async () => {
    open({
      [`${API}/district`]: {
        ...overview(),
        licence: { startsOn: '2026-08-01', endsOn: '2026-12-15', status: 'ending' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Code and Licence' }),
    ).toBeVisible();
    const licence = within(
      (await screen.findByRole('heading', { name: 'Licence' })).closest('section') as HTMLElement,
    );
    expect(licence.getByText('Ending soon')).toBeVisible();
    expect(licence.getByText('Aug 1, 2026')).toBeVisible();
    expect(licence.getByText(/Your licence ends on Dec 15, 2026\. Contact Trellis/)).toBeVisible();
    const code = await codeCard();
    expect(code.getByText('MAPLE123')).toBeVisible();
    expect(code.getByText('New staff can register with this code today.')).toBeVisible();
  });

  it('copies the code and says so', async () => {
    const user = userEvent.setup();
    open();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click((await codeCard()).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('MAPLE123');
    expect(await screen.findByText('Copied.', ON_PAGE)).toBeVisible();
  });

  it('rotates the code once confirmed and shows the new one', async () => {
    const user = userEvent.setup();
    const requests = open({
      [`${API}/district/code/rotate`]: () => answer(overview({ value: 'NEWCODE7' })),
    });
    await user.click((await codeCard()).getByRole('button', { name: 'Rotate code' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Anyone with the old code can no longer register. Staff who already registered are not affected.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rotate code' }));
    expect(await screen.findByText('The new access code is NEWCODE7.', ON_PAGE)).toBeVisible();
    expect((await codeCard()).getByText('NEWCODE7', { selector: 'p' })).toBeVisible();
    expect(requests).toContain(`POST ${API}/district/code/rotate`);
  });

  it('sends the code settings and shows the server’s word at the field', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    open({
      [`${API}/district/code`]: (body) => {
        bodies.push(body);
        return bodies.length === 1
          ? answer(
              {
                code: 'VALIDATION_FAILED',
                message: 'Check the code settings.',
                issues: [{ path: 'expiresOn', message: 'Choose today or a later day.' }],
              },
              400,
            )
          : answer(overview({ active: false, usable: false }));
      },
    });
    const code = await codeCard();
    const day = code.getByLabelText('Last day the code works');
    await user.type(day, '2020-01-31');
    await user.click(code.getByRole('switch', { name: 'Access code on' }));
    await user.click(code.getByRole('button', { name: 'Save code settings' }));
    expect(await code.findByText('Choose today or a later day.')).toBeVisible();
    expect(day).toHaveAccessibleDescription(/Choose today or a later day\./);
    expect(bodies[0]).toEqual({ active: false, expiresOn: '2020-01-31' });

    await user.clear(day);
    await user.click(code.getByRole('button', { name: 'Save code settings' }));
    expect(await screen.findByText('The code settings are saved.', ON_PAGE)).toBeVisible();
    expect(bodies[1]).toEqual({ active: false, expiresOn: null });
    await waitFor(() =>
      expect(code.getByText('The code does not work today: it is switched off.')).toBeVisible(),
    );
  });
});
