import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@trellis/shared/api-error';
import type { PlanShare } from '@trellis/shared/student-plans';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { renderApp, signedIn } from '../../test/render-app';
import { fullPlan, listAnswer, planSummary, stubPlansApi } from './students-test-data';

beforeEach(() => useAlertsStore.getState().clearAlerts());

const ana = {
  id: '2a2a2a2a-2a2a-4a2a-8a2a-2a2a2a2a2a2a',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.org',
};
const ben = {
  id: '4c4c4c4c-4c4c-4c4c-8c4c-4c4c4c4c4c4c',
  firstName: 'Ben',
  lastName: 'Cole',
  email: 'ben@example.org',
};
const anaShare: PlanShare = { userId: ana.id, name: 'Ana Ruiz', email: ana.email, role: 'editor' };

async function openShare() {
  const user = userEvent.setup();
  renderApp('/students');
  await user.click(await screen.findByRole('button', { name: 'Actions for J.T.' }));
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Share the plan of J.T.' }) };
}

describe('sharing a plan', () => {
  it('lists the colleagues, sends the chosen role, and removes a colleague', async () => {
    const jt = planSummary({ label: 'J.T.', shared: true });
    let shares = [anaShare];
    const sent = stubPlansApi({
      'GET /plans': listAnswer({ current: [jt] }),
      [`GET /plans/${jt.id}`]: () => Response.json(fullPlan(jt, { shares })),
      'GET /plan/personnel': { personnel: [ben, ana] },
      [`PUT /plans/${jt.id}/shares`]: () => {
        shares = [
          ...shares,
          { userId: ben.id, name: 'Ben Cole', email: ben.email, role: 'viewer' },
        ];
        return Response.json(fullPlan(jt, { shares }));
      },
      [`DELETE /plans/${jt.id}/shares/${ana.id}`]: () => {
        shares = shares.filter((share) => share.userId !== ana.id);
        return Response.json(fullPlan(jt, { shares }));
      },
    });
    const { user, dialog } = await openShare();
    const colleague = await within(dialog).findByRole('combobox', { name: 'Colleague' });
    expect(
      within(colleague)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a colleague', 'Cole, Ben', 'Ruiz, Ana (can edit)']);
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Ana Ruiz');

    await user.selectOptions(colleague, 'Cole, Ben');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Access' }),
      'Can view only',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Ben Cole can now view the plan of J.T.',
    );
    expect(sent.find((request) => request.path === `/plans/${jt.id}/shares`)?.body).toEqual({
      userId: ben.id,
      role: 'viewer',
    });
    expect(await within(dialog).findByText('Ben Cole')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Ana Ruiz' }));
    await waitFor(() => expect(within(dialog).queryByText('Ana Ruiz')).not.toBeInTheDocument());
    expect(sent).toContainEqual({
      method: 'DELETE',
      path: `/plans/${jt.id}/shares/${ana.id}`,
      body: {},
    });
    expect(colleague).toHaveFocus();
  });

  it('says why a colleague cannot be chosen when the server refuses', async () => {
    const jt = planSummary({ label: 'J.T.' });
    stubPlansApi({
      'GET /plans': listAnswer({ current: [jt] }),
      [`GET /plans/${jt.id}`]: fullPlan(jt),
      'GET /plan/personnel': { personnel: [ana] },
      [`PUT /plans/${jt.id}/shares`]: () =>
        Response.json(
          {
            code: ErrorCode.VALIDATION_FAILED,
            message: 'Please check the request.',
            issues: [
              {
                path: 'userId',
                message: 'You can share a plan only with colleagues of your district.',
              },
            ],
          },
          { status: 400 },
        ),
    });
    const { user, dialog } = await openShare();
    await user.selectOptions(await within(dialog).findByLabelText('Colleague'), 'Ruiz, Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Colleague')).toHaveAccessibleDescription(
        'You can share a plan only with colleagues of your district.',
      ),
    );
  });

  it('tells an individual licence holder, who has no district, why there is no one to share with', async () => {
    const jt = planSummary({ label: 'J.T.' });
    const sent = stubPlansApi({
      'GET /me': {
        ...signedIn,
        user: {
          ...signedIn.user,
          accountType: 'individual',
          district: null,
          subscriptionExpiresAt: '2030-01-01T00:00:00.000Z',
        },
      },
      'GET /plans': listAnswer({ current: [jt] }),
    });
    const { dialog } = await openShare();
    expect(dialog).toHaveTextContent(
      'Your account is an individual licence, not part of a district',
    );
    expect(within(dialog).queryByLabelText('Colleague')).not.toBeInTheDocument();
    expect(sent.some((request) => request.path === '/plan/personnel')).toBe(false);
  });
});
