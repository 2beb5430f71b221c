import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@trellis/shared/district-admin';
import { announced, ON_PAGE } from '../../test/announced';
import { renderApp, stubApi } from '../../test/render-app';
import {
  adminSignedIn,
  answer,
  API,
  BEN,
  memberSignedIn,
  recordRequests,
  ROSA,
} from './district-test-data';

const BEN_PATH = `${API}/district/staff/${BEN.id}`;

/** The staff page over a small district whose list follows the changes made to it. */
function open(extra: Parameters<typeof stubApi>[0] = {}) {
  let ben: StaffMember = BEN;
  const bodies: unknown[] = [];
  stubApi({
    [`${API}/me`]: adminSignedIn,
    [`${API}/district/staff`]: () => answer({ staff: [ROSA, ben] }),
    [`${BEN_PATH}/deactivate`]: () => {
      ben = { ...ben, deactivatedAt: '2026-11-24T12:00:00.000Z' };
      return answer(ben);
    },
    [`${BEN_PATH}/role`]: (body) => {
      bodies.push(body);
      ben = { ...ben, role: 'district_admin' };
      return answer(ben);
    },
    [`${BEN_PATH}/password-reset`]: () => answer({ sentTo: BEN.email }, 202),
    ...extra,
  });
  const requests = recordRequests();
  renderApp('/district');
  return { requests, bodies };
}

const benRow = async () => {
  const name = await screen.findByText('Ben Ode', { selector: 'th > span' });
  const row = name.closest('tr');
  if (!row) throw new Error('no row for Ben Ode');
  return within(row);
};

describe('the district staff page', () => {
  it('is not for a staff member', async () => {
    stubApi({ [`${API}/me`]: memberSignedIn });
    renderApp('/district');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Available' })).toBeVisible();
    expect(screen.queryByRole('searchbox', { name: 'Search staff' })).not.toBeInTheDocument();
  });

  it('lists the staff, and the administrator cannot deactivate themselves or change their role', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    expect(screen.getByText('Maple Grove Schools')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'District administration' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    const ben = await benRow();
    expect(ben.getByText('Never')).toBeVisible();
    expect(ben.getByText('Staff member')).toBeVisible();
    expect(ben.getByText('Active')).toBeVisible();
    expect(ben.getByRole('button', { name: 'Deactivate Ben Ode' })).toBeVisible();
    const rosa = within(
      screen.getByText('Rosa Diaz', { selector: 'th > span' }).closest('tr') as HTMLElement,
    );
    expect(rosa.getByText('District administrator')).toBeVisible();
    expect(rosa.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(rosa.queryByRole('button', { name: /Make/ })).not.toBeInTheDocument();
    const count = screen.getByText('2 staff members shown.');
    expect(count).toBeVisible();
    // The count is said through the app's one live region after a search, not by the line.
    expect(count).not.toHaveAttribute('role');
    expect(announced()).toBe('');
  });

  it('searches by what is typed, once typing pauses', async () => {
    const user = userEvent.setup();
    const { requests } = open();
    await benRow();
    await user.type(screen.getByRole('searchbox', { name: 'Search staff' }), ' ben ');
    await waitFor(() => expect(requests).toContain(`GET ${API}/district/staff?q=ben`), {
      timeout: 3000,
    });
    expect(requests.filter((request) => request.includes('q='))).toHaveLength(1);
    // Said once the search answers, though the count is the same as before it.
    await waitFor(() => expect(announced()).toBe('2 staff members shown.'));
  });

  it('deactivates a colleague only once confirmed, says so, and keeps focus on the row', async () => {
    const user = userEvent.setup();
    const { requests } = open();
    await user.click((await benRow()).getByRole('button', { name: 'Deactivate Ben Ode' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Deactivate Ben Ode?They are signed out at once and cannot sign in until reactivated. Their plans stay.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).not.toContain(`POST ${BEN_PATH}/deactivate`);

    await user.click((await benRow()).getByRole('button', { name: 'Deactivate Ben Ode' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    expect(
      await screen.findByText('Ben Ode is deactivated and signed out. Their plans stay.', ON_PAGE),
    ).toBeVisible();
    await waitFor(() =>
      expect(announced()).toBe('Ben Ode is deactivated and signed out. Their plans stay.'),
    );
    expect(requests).toContain(`POST ${BEN_PATH}/deactivate`);
    const ben = await benRow();
    expect(await ben.findByText('Deactivated on Nov 24, 2026')).toBeVisible();
    await waitFor(() =>
      expect(ben.getByRole('button', { name: 'Reactivate Ben Ode' })).toHaveFocus(),
    );
    expect(document.activeElement).not.toBe(document.body);
  });

  it('makes a colleague an administrator once confirmed, saying what that gives them', async () => {
    const user = userEvent.setup();
    const { bodies } = open();
    await user.click((await benRow()).getByRole('button', { name: 'Make administrator: Ben Ode' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Make Ben Ode a district administrator?They will manage your district’s staff, access code and records, including downloading every plan.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Make administrator: Ben Ode' })).toHaveFocus(),
    );

    await user.click((await benRow()).getByRole('button', { name: 'Make administrator: Ben Ode' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make administrator' }));
    expect(
      await screen.findByText('Ben Ode is now a district administrator.', ON_PAGE),
    ).toBeVisible();
    expect(bodies).toEqual([{ role: 'district_admin' }]);
    const ben = await benRow();
    await waitFor(() =>
      expect(ben.getByRole('button', { name: 'Make staff member: Ben Ode' })).toHaveFocus(),
    );
  });

  it('asks before making an administrator a staff member', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    open({
      [`${API}/district/staff`]: () =>
        answer({ staff: [ROSA, { ...BEN, role: 'district_admin' }] }),
      [`${BEN_PATH}/role`]: (body) => {
        bodies.push(body);
        return answer({ ...BEN, role: 'member' });
      },
    });
    await user.click((await benRow()).getByRole('button', { name: 'Make staff member: Ben Ode' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Make Ben Ode a staff member?They will no longer manage the district.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make staff member' }));
    expect(await screen.findByText('Ben Ode is now a staff member.', ON_PAGE)).toBeVisible();
    expect(bodies).toEqual([{ role: 'member' }]);
  });

  it('sends a password reset link once confirmed', async () => {
    const user = userEvent.setup();
    const { requests } = open();
    await user.click(
      (await benRow()).getByRole('button', { name: 'Send password reset to Ben Ode' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send a password reset link to Ben Ode?');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('A password reset link is on its way to ben@example.org.', ON_PAGE),
    ).toBeVisible();
    expect(requests).toContain(`POST ${BEN_PATH}/password-reset`);
  });

  it('shows the server’s message when an action is refused', async () => {
    const user = userEvent.setup();
    open({
      [`${BEN_PATH}/role`]: () =>
        answer({ code: 'FORBIDDEN', message: 'Only your own district’s staff.' }, 403),
    });
    await user.click((await benRow()).getByRole('button', { name: 'Make administrator: Ben Ode' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Make administrator',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The role of Ben Ode could not be changed. Only your own district’s staff.',
    );
    expect(document.activeElement).not.toBe(document.body);
  });
});
