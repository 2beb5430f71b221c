import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanItem } from '@trellis/shared/builder';
import type { Implementer } from '@trellis/shared/implementers';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { fakePlanServer, planId, studentPlan } from '../../../test/plan-server';
import { renderApp, signedIn } from '../../../test/render-app';
import { useBuilderStore } from '../../../stores/builder-store';
import { useCartStore } from '../../../stores/cart-store';
import { EMPTY_SYNC_META, useSyncMetaStore } from '../../../stores/plan-sync-state';
import { ImplementersSection } from './implementers-section';

const PLAN = '00000000-0000-4000-8000-000000000001';
const BASE = `/api/v1/plans/${PLAN}/implementers`;
const ITEMS: PlanItem[] = [
  { key: 'L1', title: 'Text-to-Speech' },
  { key: 'A7', title: 'Extended Time' },
];

const person = (n: number, change: Partial<Implementer> = {}): Implementer => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  colleagueId: null,
  name: `Person ${n}`,
  email: `p${n}@school.org`,
  classOrPeriod: '',
  items: ['L1'],
  cardSentAt: null,
  linkActive: false,
  linkExpiresAt: null,
  acknowledgedAt: null,
  cardChangedSinceConfirmed: false,
  ...change,
  itemsInPlan: change.itemsInPlan ?? change.items ?? ['L1'],
});

const individual = {
  ...signedIn,
  user: { ...signedIn.user, accountType: 'individual', district: null },
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response;

/** Answers `METHOD path`; the list route answers the current list unless told otherwise. */
function stub(
  list: { implementers: Implementer[] },
  routes: Record<string, Handler> = {},
  me: unknown = signedIn,
) {
  const calls: Call[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    if (handler) return handler(body);
    if (path === '/api/v1/me') return Response.json(me);
    if (method === 'GET' && path === BASE) return Response.json({ ...list, limit: 40 });
    return Response.json({ code: 'NOT_FOUND', message: 'no stub' }, { status: 404 });
  };
  return calls;
}

function renderSection(editable = true, planSaving = false) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ImplementersSection
        planId={PLAN}
        items={ITEMS}
        editable={editable}
        planSaving={planSaving}
      />
    </QueryClientProvider>,
  );
}

const rowOf = (name: string) => {
  const row = screen.getAllByText(name)[0]?.closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('who provides each accommodation', () => {
  // The dates below are of this year: they read without one.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T12:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each person with their items and where their card stands', async () => {
    stub({
      implementers: [
        person(1, { classOrPeriod: 'Period 3', items: ['L1', 'A7'] }),
        person(2, { cardSentAt: '2026-11-24T12:00:00.000Z', linkActive: true }),
        person(3, {
          cardSentAt: '2026-11-24T12:00:00.000Z',
          linkActive: true,
          acknowledgedAt: '2026-11-25T12:00:00.000Z',
        }),
        person(4, { cardSentAt: '2026-11-24T12:00:00.000Z', linkActive: false }),
      ],
    });
    renderSection();
    expect(
      await screen.findByRole('heading', { name: 'Who provides each accommodation' }),
    ).toBeVisible();
    await screen.findAllByText('Person 1');
    expect(rowOf('Person 1').getByText('(p1@school.org)')).toBeVisible();
    expect(rowOf('Person 1').getByText('Period 3')).toBeVisible();
    expect(
      rowOf('Person 1').getByText('Provides: L1 Text-to-Speech; A7 Extended Time'),
    ).toBeVisible();
    expect(rowOf('Person 1').getByText('Card not sent')).toBeVisible();
    expect(rowOf('Person 1').getByRole('button', { name: 'Send card to Person 1' })).toBeVisible();
    expect(rowOf('Person 2').getByText('Card sent Nov 24 — not yet confirmed')).toBeVisible();
    expect(rowOf('Person 2').getByRole('button', { name: 'Send again to Person 2' })).toBeVisible();
    expect(rowOf('Person 3').getByText('Confirmed Nov 25')).toBeVisible();
    expect(rowOf('Person 4').getByText('Link withdrawn')).toBeVisible();
    expect(
      rowOf('Person 4').queryByRole('button', { name: /^Withdraw link/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remind those who have not confirmed' }),
    ).toBeVisible();
  });

  it('says what to do while no one is named, and offers no reminder', async () => {
    stub({ implementers: [] });
    renderSection();
    expect(
      await screen.findByText(
        'No one is named yet. Add the teachers and staff who provide these accommodations, then send each their card.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Remind/ })).not.toBeInTheDocument();
  });

  it('shows a viewer the list and no actions', async () => {
    stub({
      implementers: [person(2, { cardSentAt: '2026-11-24T12:00:00.000Z', linkActive: true })],
    });
    renderSection(false);
    await screen.findAllByText('Person 2');
    expect(screen.getByText('Card sent Nov 24 — not yet confirmed')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

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
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
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

  it('sends a card, withdraws a link, reminds, and removes after asking', async () => {
    const user = userEvent.setup();
    const one = person(1);
    const two = person(2, { cardSentAt: '2026-11-24T12:00:00.000Z', linkActive: true });
    const list = { implementers: [one, two] };
    const answer = () => Response.json({ ...list, limit: 40 });
    const calls = stub(list, {
      [`POST ${BASE}/${one.id}/card`]: () => {
        list.implementers = [
          { ...one, cardSentAt: '2026-11-24T13:00:00.000Z', linkActive: true },
          two,
        ];
        return answer();
      },
      [`POST ${BASE}/${two.id}/revoke`]: () => {
        list.implementers = list.implementers.map((row) =>
          row.id === two.id ? { ...row, linkActive: false } : row,
        );
        return answer();
      },
      [`POST ${BASE}/remind`]: () => Response.json({ reminded: 2 }),
      [`DELETE ${BASE}/${one.id}`]: () => {
        list.implementers = list.implementers.filter((row) => row.id !== one.id);
        return answer();
      },
    });
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Send card to Person 1' }));
    expect(await screen.findByText('Card sent to Person 1.')).toBeVisible();
    expect(rowOf('Person 1').getByText('Card sent Nov 24 — not yet confirmed')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remind those who have not confirmed' }));
    expect(await screen.findByText('Reminders sent to 2 people.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Reminders sent to 2 people.');

    await user.click(screen.getByRole('button', { name: 'Withdraw link of Person 2' }));
    expect(await rowOf('Person 2').findByText('Link withdrawn')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send again to Person 2' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Person 1' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Remove Person 1 from this plan?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Person 1')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Person 2' })).toHaveFocus(),
    );

    expect(
      calls.filter((call) => call.method !== 'GET').map((c) => `${c.method} ${c.path}`),
    ).toEqual([
      `POST ${BASE}/${one.id}/card`,
      `POST ${BASE}/remind`,
      `POST ${BASE}/${two.id}/revoke`,
      `DELETE ${BASE}/${one.id}`,
    ]);
  });

  it('says which items are no longer in the plan, and which links expired', async () => {
    stub({
      implementers: [
        person(1, { items: ['A7', 'X9'], itemsInPlan: ['A7'] }),
        person(2, {
          cardSentAt: '2026-07-01T12:00:00.000Z',
          linkExpiresAt: '2026-10-29T12:00:00.000Z',
        }),
        person(3, {
          cardSentAt: '2026-11-20T12:00:00.000Z',
          acknowledgedAt: '2026-11-21T12:00:00.000Z',
          cardChangedSinceConfirmed: true,
        }),
      ],
    });
    renderSection();
    await screen.findAllByText('Person 1');
    expect(
      rowOf('Person 1').getByText('Provides: A7 Extended Time; X9 (no longer in the plan)'),
    ).toBeVisible();
    expect(rowOf('Person 2').getByText('Link expired Oct 29')).toBeVisible();
    expect(
      rowOf('Person 3').getByText('Confirmed Nov 21 — the card changed since: send it again'),
    ).toBeVisible();
  });

  it('offers no reminder to those with none of their items left in the plan', async () => {
    stub({
      implementers: [
        person(1, { cardSentAt: '2026-11-24T12:00:00.000Z', linkActive: true, itemsInPlan: [] }),
      ],
    });
    renderSection();
    await screen.findAllByText('Person 1');
    expect(screen.queryByRole('button', { name: /^Remind/ })).not.toBeInTheDocument();
  });

  it('says the same outcome again when it happens twice in a row', async () => {
    const user = userEvent.setup();
    const one = person(1);
    const list = { implementers: [one] };
    stub(list, {
      [`POST ${BASE}/${one.id}/card`]: () => {
        list.implementers = [{ ...one, cardSentAt: '2026-11-24T13:00:00.000Z', linkActive: true }];
        return Response.json({ ...list, limit: 40 });
      },
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Send card to Person 1' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Card sent to Person 1.'));
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, subtree: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Send again to Person 1' }));
    await waitFor(() => expect(said.at(-1)).toBe('Card sent to Person 1.'));
    observer.disconnect();
    // Emptied first, then said again.
    expect(said).toEqual(['', 'Card sent to Person 1.']);
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

  it('says why a card could not be sent', async () => {
    const user = userEvent.setup();
    const one = person(1);
    stub(
      { implementers: [one] },
      {
        [`POST ${BASE}/${one.id}/card`]: () =>
          Response.json(
            { code: 'TOO_MANY_ATTEMPTS', message: 'You have sent many cards this hour.' },
            { status: 429 },
          ),
      },
    );
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Send card to Person 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card could not be sent to Person 1. You have sent many cards this hour.',
    );
  });
});

describe('where the section appears', () => {
  beforeEach(() => {
    useBuilderStore.getState().reset();
    useCartStore.getState().clear();
    useSyncMetaStore.setState(EMPTY_SYNC_META);
  });

  const state = { strengths: [], needs: [], plan: [{ key: 'L1', title: 'Text-to-Speech' }] };
  const implementersOf = (n: number) => `/api/v1/plans/${planId(n)}/implementers`;

  it('is on My Plan for the current student, with its actions', async () => {
    fakePlanServer({
      plans: [studentPlan(1, { label: 'J.T.', state })],
      currentPlanId: planId(1),
      extra: {
        '/api/v1/me': signedIn,
        [implementersOf(1)]: { implementers: [person(1)], limit: 40 },
      },
    });
    renderApp('/plan');
    const section = await screen.findByRole(
      'region',
      { name: 'Who provides each accommodation' },
      { timeout: 5000 },
    );
    expect(
      await within(section).findByRole('button', { name: 'Send card to Person 1' }),
    ).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Add implementer' })).toBeVisible();
  });

  it('stays on My Plan once the plan has no items, while people are named', async () => {
    fakePlanServer({
      plans: [studentPlan(1, { label: 'J.T.', state: { ...state, plan: [] } })],
      currentPlanId: planId(1),
      extra: {
        '/api/v1/me': signedIn,
        [implementersOf(1)]: {
          implementers: [person(1, { cardSentAt: '2026-11-24T12:00:00.000Z', linkActive: true })],
          limit: 40,
        },
      },
    });
    renderApp('/plan');
    const section = await screen.findByRole(
      'region',
      { name: 'Who provides each accommodation' },
      { timeout: 5000 },
    );
    expect(await within(section).findByText('Provides: L1 (no longer in the plan)')).toBeVisible();
    expect(
      within(section).getByRole('button', { name: 'Withdraw link of Person 1' }),
    ).toBeVisible();
  });

  it('is not on My Plan with no items and no one named', async () => {
    const server = fakePlanServer({
      plans: [studentPlan(1, { label: 'J.T.', state: { ...state, plan: [] } })],
      currentPlanId: planId(1),
      extra: { '/api/v1/me': signedIn, [implementersOf(1)]: { implementers: [], limit: 40 } },
    });
    renderApp('/plan');
    await waitFor(
      () => expect(server.calls.some((call) => call.path === implementersOf(1))).toBe(true),
      { timeout: 5000 },
    );
    expect(
      screen.queryByRole('region', { name: 'Who provides each accommodation' }),
    ).not.toBeInTheDocument();
  });

  it('stays on a plan shared to view once it has no items, while people are named', async () => {
    fakePlanServer({
      plans: [
        studentPlan(3, {
          label: 'S.P.',
          role: 'viewer',
          shared: true,
          owner: { id: '7b1e9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Cam Aalto' },
          state: { ...state, plan: [] },
        }),
      ],
      extra: {
        '/api/v1/me': signedIn,
        [implementersOf(3)]: { implementers: [person(1)], limit: 40 },
      },
    });
    renderApp(`/students/${planId(3)}/plan`);
    const section = await screen.findByRole(
      'region',
      { name: 'Who provides each accommodation' },
      { timeout: 5000 },
    );
    expect(await within(section).findByText('Card not sent')).toBeVisible();
  });

  it('is read-only on a plan shared to view', async () => {
    fakePlanServer({
      plans: [
        studentPlan(3, {
          label: 'S.P.',
          role: 'viewer',
          shared: true,
          owner: { id: '7b1e9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Cam Aalto' },
          state,
        }),
      ],
      extra: {
        '/api/v1/me': signedIn,
        [implementersOf(3)]: { implementers: [person(1)], limit: 40 },
      },
    });
    renderApp(`/students/${planId(3)}/plan`);
    const section = await screen.findByRole(
      'region',
      { name: 'Who provides each accommodation' },
      { timeout: 5000 },
    );
    expect(await within(section).findByText('Card not sent')).toBeVisible();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
