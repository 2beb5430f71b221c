import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import type { PlanSummary } from '@trellis/shared/student-plans';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { renderApp } from '../../test/render-app';
import {
  daysFromToday,
  fullPlan,
  isCall,
  listAnswer,
  planSummary,
  stubPlansApi,
} from './students-test-data';

beforeEach(() => useAlertsStore.getState().clearAlerts());

const user = () => userEvent.setup();

async function openActions(label: string) {
  await user().click(await screen.findByRole('button', { name: `Actions for ${label}` }));
}

async function choose(label: string, action: string) {
  await openActions(label);
  await user().click(await screen.findByRole('button', { name: action }));
}

function twoPlans() {
  return {
    current: [
      planSummary({ label: 'J.T.', grade: '3', reviewDate: daysFromToday(5), note: 'Mornings' }),
      planSummary({ label: 'Al', grade: '4' }),
    ] as PlanSummary[],
  };
}

describe('the actions on a student', () => {
  it('edits details with the shared rules and shows the server’s refusal at its field', async () => {
    const plans = twoPlans();
    const [jt] = plans.current;
    if (!jt) throw new Error('no plan');
    const sent = stubPlansApi({
      'GET /plans': listAnswer(plans),
      [`PATCH /plans/${jt.id}`]: () =>
        Response.json(
          {
            code: ErrorCode.VALIDATION_FAILED,
            message: 'Please check the request.',
            issues: [{ path: 'label', message: 'Use at most 40 characters' }],
          },
          { status: 400 },
        ),
    });
    renderApp('/students');
    await choose('J.T.', 'Edit details');
    const dialog = await screen.findByRole('dialog', { name: 'Edit details for J.T.' });
    const label = within(dialog).getByLabelText(/Student label/);
    expect(label).toHaveValue('J.T.');
    expect(label).toHaveAttribute('name', 'label');
    expect(within(dialog).getByLabelText('Grade')).toHaveValue('3');
    expect(within(dialog).getByLabelText('Next review date')).toHaveValue(jt.reviewDate);
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Mornings');

    // The shared schema speaks first: an empty label never reaches the server.
    await user().clear(label);
    await user().click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(label).toHaveAccessibleDescription(expect.stringContaining('Give the student a label'));
    expect(sent.some((request) => isCall(request, 'PATCH', `/plans/${jt.id}`))).toBe(false);

    await user().type(label, 'J.T.R.');
    await user().selectOptions(within(dialog).getByLabelText('Grade'), 'Not given');
    await user().click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(label).toHaveAttribute('aria-invalid', 'true'));
    expect(label).toHaveAccessibleDescription(expect.stringContaining('Use at most 40 characters'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The details could not be saved.');
    expect(sent.find((request) => isCall(request, 'PATCH', `/plans/${jt.id}`))?.body).toEqual({
      label: 'J.T.R.',
      grade: null,
      planType: 'IEP',
      meetingDate: null,
      reviewDate: jt.reviewDate,
      note: 'Mornings',
    });
  });

  it('adds a new student, then offers to open it in the builder', async () => {
    const plans = twoPlans();
    const added = planSummary({ label: 'K.B.' });
    const sent = stubPlansApi({
      'GET /plans': listAnswer(plans),
      'POST /plans': () => {
        plans.current = [...plans.current, added];
        return Response.json(fullPlan(added), { status: 201 });
      },
    });
    const { router } = renderApp('/students');
    const visited: string[] = [];
    router.subscribe((state) =>
      visited.push(state.navigation.location?.pathname ?? state.location.pathname),
    );
    await user().click(await screen.findByRole('button', { name: 'New student' }));
    const dialog = await screen.findByRole('dialog', { name: 'New student' });
    await user().type(within(dialog).getByLabelText(/Student label/), 'K.B.');
    await user().click(within(dialog).getByRole('button', { name: 'Add student' }));
    const open = await within(dialog).findByRole('button', { name: 'Open in builder' });
    expect(open).toHaveFocus();
    expect(sent.find((request) => isCall(request, 'POST', '/plans'))?.body).toEqual({
      label: 'K.B.',
      grade: null,
      planType: 'IEP',
      meetingDate: null,
      reviewDate: null,
      note: '',
    });
    expect(await screen.findByRole('link', { name: 'K.B.' })).toBeInTheDocument();
    await user().click(open);
    await waitFor(() => expect(visited).toContain(`/students/${added.id}/builder`));
  });

  it('shows the server’s message when the plan limit is reached', async () => {
    stubPlansApi({
      'GET /plans': listAnswer(twoPlans()),
      'POST /plans': () =>
        Response.json(
          {
            code: ErrorCode.LIMIT_REACHED,
            message: 'You have 1000 plans, the most one user can keep.',
          },
          { status: 409 },
        ),
    });
    renderApp('/students');
    await user().click(await screen.findByRole('button', { name: 'New student' }));
    const dialog = await screen.findByRole('dialog', { name: 'New student' });
    await user().type(within(dialog).getByLabelText(/Student label/), 'K.B.');
    await user().click(within(dialog).getByRole('button', { name: 'Add student' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The student could not be added.');
    expect(alert).toHaveTextContent('You have 1000 plans, the most one user can keep.');
  });

  it('deletes only after a confirmation that names the student, then focuses the next row', async () => {
    const plans = twoPlans();
    const [jt] = plans.current;
    if (!jt) throw new Error('no plan');
    const sent = stubPlansApi({
      'GET /plans': listAnswer(plans),
      [`DELETE /plans/${jt.id}`]: () => {
        plans.current = plans.current.filter((plan) => plan.id !== jt.id);
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/students');
    await choose('J.T.', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete the plan of J.T.?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');

    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.some((request) => isCall(request, 'DELETE', `/plans/${jt.id}`))).toBe(false);

    await choose('J.T.', 'Delete');
    await user().click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete plan' }),
    );
    expect(await screen.findByText('The plan of J.T. is deleted.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'J.T.' })).not.toBeInTheDocument(),
    );
    expect(sent.filter((request) => isCall(request, 'DELETE', `/plans/${jt.id}`))).toEqual([
      { method: 'DELETE', path: `/plans/${jt.id}`, body: {} },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for Al' })).toHaveFocus(),
    );
  });

  it('archives and restores an own plan', async () => {
    const plans = twoPlans();
    const [jt] = plans.current;
    if (!jt) throw new Error('no plan');
    const sent = stubPlansApi({
      'GET /plans': listAnswer(plans),
      [`PATCH /plans/${jt.id}`]: (body) => {
        const archived = (body as { archived: boolean }).archived;
        plans.current = plans.current.map((plan) =>
          plan.id === jt.id ? { ...plan, archived } : plan,
        );
        return Response.json(fullPlan({ ...jt, archived }));
      },
    });
    renderApp('/students');
    await choose('J.T.', 'Archive');
    expect(await screen.findByText(/J\.T\. is archived/)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'J.T.' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for Al' })).toHaveFocus(),
    );

    await user().click(screen.getByLabelText('Show archived'));
    await choose('J.T.', 'Restore');
    expect(await screen.findByText('J.T. is restored.')).toBeVisible();
    expect(
      sent
        .filter((request) => isCall(request, 'PATCH', `/plans/${jt.id}`))
        .map((request) => request.body),
    ).toEqual([{ archived: true }, { archived: false }]);
  });

  it('offers a shared plan’s viewer no editing, sharing or deleting', async () => {
    stubPlansApi({
      'GET /plans': listAnswer({
        current: [
          planSummary({
            label: 'Cy',
            role: 'viewer',
            shared: true,
            owner: { id: '3b3b3b3b-3b3b-4b3b-8b3b-3b3b3b3b3b3b', name: 'Lee Park' },
          }),
        ],
      }),
    });
    renderApp('/students');
    await openActions('Cy');
    expect(await screen.findByRole('button', { name: 'Open plan' })).toBeVisible();
    for (const name of ['Edit details', 'Share', 'Archive', 'Delete', 'Open in builder']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'History' })).toBeVisible();
  });

  it('duplicates: a new student started from another’s plan', async () => {
    const plans = twoPlans();
    const [jt] = plans.current;
    if (!jt) throw new Error('no plan');
    const copy = planSummary({ label: 'R.B.', grade: '3' });
    const sent = stubPlansApi({
      'GET /plans': listAnswer(plans),
      'POST /plans': () => Response.json(fullPlan(copy), { status: 201 }),
    });
    renderApp('/students');
    await choose('J.T.', 'Duplicate');
    const dialog = await screen.findByRole('dialog', {
      name: 'Start a new student from the plan of J.T.',
    });
    await user().type(within(dialog).getByLabelText(/New student's label/), 'R.B.');
    await user().click(within(dialog).getByRole('button', { name: 'Add student' }));
    expect(await within(dialog).findByRole('button', { name: 'Open in builder' })).toBeVisible();
    expect(sent.find((request) => isCall(request, 'POST', '/plans'))?.body).toEqual({
      label: 'R.B.',
      copyFrom: jt.id,
    });
  });

  it('lists the history: when, who, what', async () => {
    const plans = twoPlans();
    const [jt] = plans.current;
    if (!jt) throw new Error('no plan');
    stubPlansApi({
      'GET /plans': listAnswer(plans),
      [`GET /plans/${jt.id}/history`]: {
        events: [
          { at: '2026-11-25T09:00:00.000Z', who: 'Lee Park', kind: 'confirmed', summary: '' },
          {
            at: '2026-11-20T15:30:00.000Z',
            who: 'Ana Ruiz',
            kind: 'items',
            summary: 'Added L12 Audiobooks',
          },
          { at: '2026-09-01T12:00:00.000Z', who: 'Rosa Diaz', kind: 'created', summary: '' },
        ],
      },
    });
    renderApp('/students');
    await choose('J.T.', 'History');
    const dialog = await screen.findByRole('dialog', { name: 'History of the plan of J.T.' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Lee Park');
    expect(rows[1]).toHaveTextContent('Card confirmed');
    expect(rows[2]).toHaveTextContent('Ana Ruiz');
    expect(rows[2]).toHaveTextContent('Accommodations: Added L12 Audiobooks');
    expect(rows[3]).toHaveTextContent('Rosa Diaz');
    expect(rows[3]).toHaveTextContent('Created');
    // The footer's Close (the header's × has the same name).
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (!close) throw new Error('no Close button');
    await user().click(close);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for J.T.' })).toHaveFocus(),
    );
  });
});
