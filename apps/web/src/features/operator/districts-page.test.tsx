import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorDistrict } from '@trellis/shared/operator-console';
import { renderApp } from '../../test/render-app';
import {
  callsTo,
  errorAnswer,
  mapleGrove,
  oakRidge,
  signedInDistrictAdmin,
  stubOperatorApi,
} from './operator-test-data';
import { ON_PAGE } from '../../test/announced';

const deletePath = `/operator/districts/${mapleGrove.id}/delete`;

/** `GET /operator/districts` answering whatever `list` holds at the time. */
const listAnswer = (list: { current: OperatorDistrict[] }) => () =>
  Response.json({ districts: list.current });

async function openPage() {
  renderApp('/operator');
  return screen.findByRole('table', { name: 'Every district, by name' });
}

function rowOf(name: string) {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('Operator console: districts', () => {
  it('is not available to a district administrator', async () => {
    const sent = stubOperatorApi({ 'GET /me': signedInDistrictAdmin });
    renderApp('/operator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Available' })).toBeVisible();
    expect(screen.getByText(/for the people who run Trellis/)).toBeVisible();
    expect(callsTo(sent, 'GET', '/operator/districts')).toHaveLength(0);
  });

  it('lists every district with its code, licence, status in words, staff and plans', async () => {
    stubOperatorApi({ 'GET /operator/districts': { districts: [mapleGrove, oakRidge] } });
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Districts' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    expect(within(nav).getByRole('link', { name: 'Districts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Districts',
      'Estimate Requests',
      'Subscriptions',
      'Mail and Content',
      'Activity Log',
    ]);
    const maple = rowOf('Maple Grove Schools');
    expect(maple).toHaveTextContent('MAPLE123');
    expect(maple).toHaveTextContent('Aug 1, 2029 – Jul 31, 2030');
    expect(maple).toHaveTextContent('Active');
    expect(maple).toHaveTextContent('12 (2 admins)');
    expect(maple).toHaveTextContent('40');
    expect(rowOf('Oak Ridge District')).toHaveTextContent('Inactive');
    expect(rowOf('Oak Ridge District')).toHaveTextContent('3 (1 admin)');
    expect(screen.getByRole('button', { name: 'Edit Oak Ridge District' })).toBeVisible();
  });

  it('creates a district from the form, showing a code already in use at its field', async () => {
    const user = userEvent.setup();
    const list = { current: [mapleGrove] };
    let attempts = 0;
    const sent = stubOperatorApi({
      'GET /operator/districts': listAnswer(list),
      'POST /operator/districts': () => {
        attempts += 1;
        if (attempts === 1) {
          return errorAnswer(409, 'CODE_IN_USE', 'This access code is used by another district.', [
            { path: 'code', message: 'This access code is used by another district.' },
          ]);
        }
        list.current = [mapleGrove, oakRidge];
        return Response.json(oakRidge, { status: 201 });
      },
    });
    await openPage();
    const opener = screen.getByRole('button', { name: 'New district' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'New district' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(
      within(dialog).getByRole('textbox', { name: 'Access code' }),
    ).toHaveAccessibleDescription('Leave blank for a random code.');
    await user.type(name, 'Oak Ridge District');
    await user.type(within(dialog).getByRole('textbox', { name: 'Access code' }), 'maple123');
    // The form starts with a year from today (district-form-dialog.test.tsx): type over it.
    await user.clear(within(dialog).getByLabelText('Licence starts'));
    await user.type(within(dialog).getByLabelText('Licence starts'), '2029-08-01');
    await user.clear(within(dialog).getByLabelText('Licence ends'));
    await user.type(within(dialog).getByLabelText('Licence ends'), '2030-07-31');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create district' }));

    const code = within(dialog).getByRole('textbox', { name: 'Access code' });
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('This access code is used by another district.'),
      ),
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(sent, 'POST', '/operator/districts')[0]?.body).toEqual({
      name: 'Oak Ridge District',
      code: 'MAPLE123',
      licenceStartsOn: '2029-08-01',
      licenceEndsOn: '2030-07-31',
      active: false,
    });

    await user.clear(code);
    await user.click(within(dialog).getByRole('button', { name: 'Create district' }));
    expect(
      await screen.findByText(
        'Oak Ridge District is created. Its access code is OAKRIDGE.',
        ON_PAGE,
      ),
    ).toBeVisible();
    expect(callsTo(sent, 'POST', '/operator/districts')[1]?.body).toMatchObject({ code: '' });
    expect(await screen.findByRole('rowheader', { name: 'Oak Ridge District' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('edits a district filled in, extending its licence by one year', async () => {
    const user = userEvent.setup();
    const sent = stubOperatorApi({
      'GET /operator/districts': { districts: [mapleGrove] },
      [`PUT /operator/districts/${mapleGrove.id}`]: (body) =>
        Response.json({ ...mapleGrove, ...(body as object) }),
    });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Maple Grove Schools' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Maple Grove Schools' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Maple Grove Schools',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Access code' })).toHaveValue('MAPLE123');
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    const ends = within(dialog).getByLabelText('Licence ends');
    expect(ends).toHaveValue('2030-07-31');

    await user.click(within(dialog).getByRole('button', { name: 'Extend one year' }));
    expect(ends).toHaveValue('2031-07-31');
    expect(
      await within(dialog).findByText('The licence now ends on Jul 31, 2031 once saved.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save district' }));

    expect(
      await screen.findByText('The changes to Maple Grove Schools are saved.', ON_PAGE),
    ).toBeVisible();
    // The unchanged code is not sent: only a new one is checked and recorded.
    expect(callsTo(sent, 'PUT', `/operator/districts/${mapleGrove.id}`)[0]?.body).toEqual({
      name: 'Maple Grove Schools',
      licenceStartsOn: '2029-08-01',
      licenceEndsOn: '2031-07-31',
      active: true,
    });
  });

  it('deletes a district only once its name is typed, then says what was deleted', async () => {
    const user = userEvent.setup();
    const list = { current: [mapleGrove, oakRidge] };
    const sent = stubOperatorApi({
      'GET /operator/districts': listAnswer(list),
      [`POST ${deletePath}`]: () => {
        list.current = [oakRidge];
        return Response.json({ deletedUsers: 12, deletedPlans: 40 });
      },
    });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete… Maple Grove Schools' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Maple Grove Schools?' });
    expect(dialog).toHaveTextContent(
      'Deletes every account of Maple Grove Schools with all their plans, logs and links. This cannot be undone. A record that it was deleted stays in the activity log.',
    );
    const confirm = within(dialog).getByRole('textbox', {
      name: "Type the district's name to confirm",
    });
    await user.type(confirm, 'Maple Grove');
    await user.click(within(dialog).getByRole('button', { name: 'Delete district' }));
    expect(confirm).toHaveAccessibleDescription("Type the district's name exactly to delete it.");
    expect(callsTo(sent, 'POST', deletePath)).toHaveLength(0);

    await user.type(confirm, ' schools');
    await user.click(within(dialog).getByRole('button', { name: 'Delete district' }));
    expect(
      await screen.findByText(
        'Maple Grove Schools is deleted with 12 accounts and 40 plans. A record of it stays in the activity log.',
        ON_PAGE,
      ),
    ).toBeVisible();
    expect(callsTo(sent, 'POST', deletePath)[0]?.body).toEqual({
      confirmName: 'Maple Grove schools',
    });
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Maple Grove Schools' })).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Districts' })).toHaveFocus(),
    );
  });

  it('says when the districts could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let answered = 0;
    stubOperatorApi({
      'GET /operator/districts': () => {
        answered += 1;
        return answered === 1
          ? errorAnswer(403, 'FORBIDDEN', 'Only operators can do this.')
          : Response.json({ districts: [mapleGrove] });
      },
    });
    renderApp('/operator');
    expect(await screen.findByRole('alert', {})).toHaveTextContent(
      'The districts could not be loaded. Only operators can do this.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Maple Grove Schools' })).toBeVisible();
  });
});
