import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Implementer } from '@trellis/shared/implementers';
import { browserDayIs } from '../../../test/clock';
import { BASE, individual, person, renderSection, stub } from '../../../test/implementers';

// The dialog that adds or changes an implementer: its checks, the server's field errors, and
// what it sends.

describe('adding and changing an implementer', () => {
  browserDayIs('2026-11-26');

  it('checks the form, shows the server’s field errors, and adds the person', async () => {
    const user = userEvent.setup();
    const list = { implementers: [] as Implementer[] };
    let answers = 0;
    const calls = stub(
      list,
      {
        [`POST ${BASE}`]: (body) => {
          answers += 1;
          if (answers === 1) {
            return Response.json(
              {
                code: 'VALIDATION_FAILED',
                message: 'Please check the request.',
                issues: [{ path: 'email', message: 'Use a school address' }],
              },
              { status: 400 },
            );
          }
          const sent = body as { name: string; email: string; items: string[] };
          list.implementers = [
            person(5, { name: sent.name, email: sent.email, items: sent.items }),
          ];
          return Response.json({ ...list, limit: 40 });
        },
      },
      individual,
    );
    renderSection();
    const add = await screen.findByRole('button', { name: 'Add implementer' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add implementer' });
    // An individual account has no colleagues: no choice between them and a person.
    // The form loads with its first opening: its Save button says it is there.
    const save = await within(dialog).findByRole('button', { name: 'Save' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(save);
    expect(await within(dialog).findByLabelText('Name')).toHaveAccessibleDescription(
      'Enter the name',
    );
    expect(within(dialog).getByLabelText('School e-mail')).toHaveAccessibleDescription(
      /Enter a school e-mail address/,
    );
    expect(
      within(dialog).getByText('Choose at least one accommodation this person provides'),
    ).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'Ana Ruiz');
    await user.type(within(dialog).getByLabelText('School e-mail'), 'ana@gmail.com');
    await user.type(within(dialog).getByLabelText(/Class or period/), 'Period 3');
    await user.click(within(dialog).getByLabelText('Select all'));
    expect(within(dialog).getByLabelText('L1 Text-to-Speech')).toBeChecked();
    expect(within(dialog).getByLabelText('A7 Extended Time')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('School e-mail')).toHaveAccessibleDescription(
        /Use a school address/,
      ),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('School e-mail'));
    await user.type(within(dialog).getByLabelText('School e-mail'), 'ana@school.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ana Ruiz was added.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      colleagueId: null,
      name: 'Ana Ruiz',
      email: 'ana@school.org',
      classOrPeriod: 'Period 3',
      items: ['L1', 'A7'],
    });
    expect(await screen.findByText('Provides: L1 Text-to-Speech; A7 Extended Time')).toBeVisible();
  });

  it('adds a colleague of the district by their account', async () => {
    const user = userEvent.setup();
    const ana = {
      id: '2a2a2a2a-2a2a-4a2a-8a2a-2a2a2a2a2a2a',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.org',
    };
    const calls = stub(
      { implementers: [] },
      {
        'GET /api/v1/plan/personnel': () => Response.json({ personnel: [ana] }),
        [`POST ${BASE}`]: () => Response.json({ implementers: [], limit: 40 }),
      },
    );
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add implementer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add implementer' });
    expect(within(dialog).getByLabelText('A colleague with a Trellis account')).toBeChecked();
    await user.click(within(dialog).getByLabelText('L1 Text-to-Speech'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByLabelText('Colleague')).toHaveAccessibleDescription(
      'Choose a colleague',
    );
    await user.selectOptions(within(dialog).getByLabelText('Colleague'), 'Ruiz, Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ana Ruiz was added.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      colleagueId: ana.id,
      name: '',
      email: '',
      classOrPeriod: '',
      items: ['L1'],
    });
  });

  it('starts editing with only the items still in the plan', async () => {
    const user = userEvent.setup();
    const one = person(1, { items: ['L1', 'X9'], itemsInPlan: ['L1'] });
    const calls = stub(
      { implementers: [one] },
      { [`PATCH ${BASE}/${one.id}`]: () => Response.json({ implementers: [one], limit: 40 }) },
      individual,
    );
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Person 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Person 1' });
    expect(within(dialog).getByLabelText('L1 Text-to-Speech')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Person 1 was changed.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ items: ['L1'] });
  });

  it('waits for the plan to be saved before saving a person', async () => {
    const user = userEvent.setup();
    const calls = stub({ implementers: [] }, {}, individual);
    renderSection(true, true);
    await user.click(await screen.findByRole('button', { name: 'Add implementer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add implementer' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ana Ruiz');
    await user.type(within(dialog).getByLabelText('School e-mail'), 'ana@school.org');
    await user.click(within(dialog).getByLabelText('L1 Text-to-Speech'));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('Saving the plan…');
    await user.click(save);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('describes a missing item choice once, on the group', async () => {
    const user = userEvent.setup();
    stub({ implementers: [] }, {}, individual);
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add implementer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add implementer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const group = await within(dialog).findByRole('group', {
      name: 'Accommodations this person provides',
    });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'Choose at least one accommodation this person provides',
      ),
    );
    expect(within(dialog).getByLabelText('L1 Text-to-Speech')).toHaveAccessibleDescription('');
  });
});
