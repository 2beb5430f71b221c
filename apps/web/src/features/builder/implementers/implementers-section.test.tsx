import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserDayIs } from '../../../test/clock';
import { BASE, person, renderSection, rowOf, stub } from '../../../test/implementers';
import { fakePlanServer, planId, studentPlan } from '../../../test/plan-server';
import { renderApp, signedIn } from '../../../test/render-app';
import { useBuilderStore } from '../../../stores/builder-store';
import { useCartStore } from '../../../stores/cart-store';
import { EMPTY_SYNC_META, useSyncMetaStore } from '../../../stores/plan-sync-state';

// What the implementers section shows of each person, and where it appears.

describe('who provides each accommodation', () => {
  // The dates below are of this year: they read without one.
  browserDayIs('2026-11-26');

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

  it('says when each person last logged, whose reminders are paused, and links their card PDF', async () => {
    stub({
      implementers: [
        person(1),
        person(2, { lastLoggedOn: '2026-11-20', remindersPaused: true }),
        person(3, { items: ['Z9'], itemsInPlan: [] }),
      ],
    });
    renderSection(false);
    await screen.findAllByText('Person 1');
    expect(rowOf('Person 1').getByText('Not logged yet')).toBeVisible();
    expect(rowOf('Person 1').queryByText(/Weekly reminders paused/)).not.toBeInTheDocument();
    expect(
      rowOf('Person 2').getByText('Last logged Nov 20 · Weekly reminders paused'),
    ).toBeVisible();
    // A viewer gets the PDF too: a plain link, the session's cookie goes with it.
    expect(rowOf('Person 2').getByRole('link', { name: 'Card (PDF) of Person 2' })).toHaveAttribute(
      'href',
      `${BASE}/00000000-0000-4000-8000-000000000102/card.pdf`,
    );
    // No card to print once none of their items is in the plan.
    expect(rowOf('Person 3').queryByRole('link')).not.toBeInTheDocument();
  });

  it('fetches the card PDF on a click, and says so on the page when it cannot be made', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    URL.createObjectURL = saved;
    const pdfPath = `${BASE}/00000000-0000-4000-8000-000000000101/card.pdf`;
    const calls = stub(
      { implementers: [person(1)] },
      {
        [`GET ${pdfPath}`]: () =>
          Response.json(
            { code: 'NOT_FOUND', message: 'This implementer is no longer on the plan.' },
            { status: 404 },
          ),
      },
    );
    renderSection();
    await screen.findAllByText('Person 1');
    await user.click(rowOf('Person 1').getByRole('link', { name: 'Card (PDF) of Person 1' }));
    expect(await rowOf('Person 1').findByRole('alert')).toHaveTextContent(
      'The file could not be made. This implementer is no longer on the plan.',
    );
    expect(calls.filter((call) => call.path === pdfPath)).toHaveLength(1);
    // The error answer is never saved as if it were the card.
    expect(saved).not.toHaveBeenCalled();
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
    const section = await screen.findByRole('region', { name: 'Who provides each accommodation' });
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
    const section = await screen.findByRole('region', { name: 'Who provides each accommodation' });
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
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === implementersOf(1))).toBe(true),
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
    const section = await screen.findByRole('region', { name: 'Who provides each accommodation' });
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
    const section = await screen.findByRole('region', { name: 'Who provides each accommodation' });
    expect(await within(section).findByText('Card not sent')).toBeVisible();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
