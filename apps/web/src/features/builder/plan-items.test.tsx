import { FIRST_PLAN_LABEL } from '@trellis/shared/plan-limits';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  A7,
  A7_DEFAULT_STATEMENT,
  accommodationPath,
  entryAnswers,
  L1,
  L1_DEFAULT_STATEMENT,
} from '../../test/accommodations';
import { fakePlanServer, planId, studentPlan } from '../../test/plan-server';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { clearSyncMeta, stopBuilderSync } from '../../stores/builder-sync';
import { useCartStore } from '../../stores/cart-store';
import { useDetailModalStore } from '../../stores/detail-modal-store';

// Plan pages wait on a chain of answers (me, plans, entries), slow when the suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

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
  stopBuilderSync();
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
  useDetailModalStore.getState().reset();
  clearSyncMeta();
});
afterEach(() => stopBuilderSync());

/** My Plan for a signed-in user without a student plan, holding L1 and A7. */
function planWithTwoItems(extra: Parameters<typeof stubApi>[0] = {}) {
  stubApi({
    '/api/v1/me': signedIn,
    '/api/v1/plan/personnel': personnel,
    ...entryAnswers,
    ...extra,
  });
  useCartStore.getState().add({ key: 'L1', title: L1.title });
  useCartStore.getState().add({ key: 'A7', title: A7.title });
  renderApp('/plan');
}

function itemOf(key: string): HTMLElement {
  const item = screen.getByRole('button', { name: `Remove ${key} from plan` }).closest('li');
  if (!item) throw new Error(`no item ${key}`);
  return item;
}

async function openEditor(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.click(await screen.findByRole('button', { name: `Edit details of ${key}` }));
  return screen.findByRole('dialog', { name: new RegExp(`^Edit details: ${key}`) });
}

describe('the plan items’ statements', () => {
  it('shows each item’s statement with the defaults, where it applies and its crosswalk line', async () => {
    planWithTwoItems();
    expect(await screen.findByText(L1_DEFAULT_STATEMENT)).toBeVisible();
    const l1 = itemOf('L1');
    expect(within(l1).getByText('Applies to: Instruction and classroom tests')).toBeVisible();
    expect(l1).toHaveTextContent(
      "Smarter Balanced (as A2): Designated support. Math items only. · State X Test (as A2): check your state's manual · Test with A2 Text-to-Speech on Tests",
    );
    const a7 = itemOf('A7');
    expect(await within(a7).findByText(A7_DEFAULT_STATEMENT)).toBeVisible();
    expect(within(a7).getByText('Applies to: Classroom tests and state tests')).toBeVisible();
    expect(a7).toHaveTextContent("Smarter Balanced: check your state's manual");
    expect(within(a7).getByRole('button', { name: 'Teach with B4 Movement Breaks' })).toBeVisible();
  });

  it('opens the linked entry’s modal from “Test with …”', async () => {
    const user = userEvent.setup();
    planWithTwoItems();
    await user.click(
      await screen.findByRole('button', { name: 'Test with A2 Text-to-Speech on Tests' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'A2 · Text-to-Speech on Tests' }),
    ).toBeVisible();
  });

  it('shows the title only while the entry loads, then the statement', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      '/api/v1/me': signedIn,
      [accommodationPath('L1')]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    useCartStore.getState().add({ key: 'L1', title: L1.title });
    renderApp('/plan');
    const title = await screen.findByRole('button', { name: 'Text-to-Speech' });
    expect(title).toBeVisible();
    expect(screen.queryByText(/^Applies to:/)).not.toBeInTheDocument();
    // Grey bars hold the statement's place, hidden from screen readers.
    expect(itemOf('L1').querySelector('[aria-hidden="true"] .placeholder')).not.toBeNull();
    answer(Response.json(L1));
    expect(await screen.findByText(L1_DEFAULT_STATEMENT)).toBeVisible();
  });

  it.each([
    ['J.T.', 'J.T. will be provided'],
    [FIRST_PLAN_LABEL, 'the student will be provided'],
  ])('names the student by the plan’s label “%s”', async (label, expected) => {
    fakePlanServer({
      plans: [
        studentPlan(1, {
          label,
          state: { strengths: [], needs: [], plan: [{ key: 'L1', title: L1.title }] },
        }),
      ],
      currentPlanId: planId(1),
      extra: { '/api/v1/me': signedIn, ...entryAnswers },
    });
    renderApp('/plan');
    expect(await screen.findByText(new RegExp(expected))).toBeVisible();
  });

  it('shows a viewer’s plan with its statements and no Edit details', async () => {
    fakePlanServer({
      plans: [
        studentPlan(3, {
          label: 'S.P.',
          role: 'viewer',
          shared: true,
          owner: { id: '7b1e9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Cam Aalto' },
          state: {
            strengths: [],
            needs: [],
            plan: [
              {
                key: 'L1',
                title: L1.title,
                details: { ...L1.statement, setting: 'math', statement: null },
              },
            ],
          },
        }),
      ],
      extra: { '/api/v1/me': signedIn, ...entryAnswers },
    });
    renderApp(`/students/${planId(3)}/plan`);
    expect(
      await screen.findByText(
        'During math, for reading passages, S.P. will be provided text-to-speech software, by the classroom teacher.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Edit details/ })).not.toBeInTheDocument();
  });
});

describe('an item whose entry is not at hand', () => {
  it('says an entry gone from the library is gone, beside one that loaded', async () => {
    planWithTwoItems({
      [accommodationPath('A7')]: async () =>
        Response.json({ code: 'NOT_FOUND', message: 'No such accommodation.' }, { status: 404 }),
    });
    await screen.findByRole('button', { name: 'Remove A7 from plan' });
    expect(
      await within(itemOf('A7')).findByText(
        'This accommodation is no longer in the library. Remove it from the plan.',
      ),
    ).toBeVisible();
    expect(await within(itemOf('L1')).findByText(L1_DEFAULT_STATEMENT)).toBeVisible();
  });

  it('says entries out of reach could not be loaded, to try again', async () => {
    // The plan's entries come in one request: when it fails, none of them is there.
    planWithTwoItems({
      [accommodationPath('L1')]: async () =>
        Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
    });
    await screen.findByRole('button', { name: 'Remove A7 from plan' });
    for (const key of ['L1', 'A7']) {
      expect(
        await within(itemOf(key)).findByText(
          'The statement could not be loaded. Please try again later.',
        ),
      ).toBeVisible();
    }
  });

  it('only says it is gone in a plan the user may view', async () => {
    fakePlanServer({
      plans: [
        studentPlan(3, {
          label: 'S.P.',
          role: 'viewer',
          shared: true,
          owner: { id: '7b1e9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Cam Aalto' },
          state: { strengths: [], needs: [], plan: [{ key: 'B99', title: 'Retired Entry' }] },
        }),
      ],
      extra: { '/api/v1/me': signedIn },
    });
    renderApp(`/students/${planId(3)}/plan`);
    expect(
      await screen.findByText('This accommodation is no longer in the library.'),
    ).toBeVisible();
  });
});

describe('Edit details', () => {
  it('prefills the defaults, previews the sentence, saves into the plan and gives focus back', async () => {
    const user = userEvent.setup();
    planWithTwoItems();
    const dialog = await openEditor(user, 'L1');
    const setting = within(dialog).getByLabelText('Setting');
    expect(setting).toHaveValue('all classes');
    expect(within(dialog).getByLabelText('When')).toHaveValue('for reading passages');
    expect(within(dialog).getByLabelText('Who provides it')).toHaveValue('the classroom teacher');
    expect(within(dialog).getByLabelText('Instruction')).toBeChecked();
    expect(within(dialog).getByLabelText('Classroom tests')).toBeChecked();
    expect(within(dialog).getByLabelText('State tests')).not.toBeChecked();
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent(L1_DEFAULT_STATEMENT);
    expect(preview).toHaveTextContent('Goes under: Instructional accommodations');

    await user.clear(setting);
    await user.type(setting, 'math');
    await user.type(within(dialog).getByLabelText('How much'), 'as needed');
    await user.click(within(dialog).getByLabelText('State tests'));
    const expected =
      'During math, for reading passages, the student will be provided text-to-speech software, as needed, by the classroom teacher.';
    expect(preview).toHaveTextContent(expected);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useCartStore.getState().items[0]?.details).toEqual({
      setting: 'math',
      when: 'for reading passages',
      amount: 'as needed',
      provider: 'the classroom teacher',
      appliesTo: ['instruction', 'classroom-tests', 'state-tests'],
      statement: null,
    });
    expect(screen.getByText(expected)).toBeVisible();
    expect(
      within(itemOf('L1')).getByText('Applies to: Instruction, classroom tests and state tests'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit details of L1' })).toHaveFocus(),
    );
  });

  it('asks for at least one place at the field and saves nothing until one is chosen', async () => {
    const user = userEvent.setup();
    planWithTwoItems();
    const dialog = await openEditor(user, 'A7');
    await user.click(within(dialog).getByLabelText('Classroom tests'));
    await user.click(within(dialog).getByLabelText('State tests'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = 'Choose at least one: instruction, classroom tests or state tests';
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).getByLabelText('Instruction')).toHaveAccessibleDescription(message);
    expect(useCartStore.getState().items[1]?.details).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useCartStore.getState().items[1]?.details).toBeUndefined();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit details of A7' })).toHaveFocus(),
    );
  });

  it('uses the team’s own wording, and Reset goes back to the library’s defaults', async () => {
    const user = userEvent.setup();
    planWithTwoItems();
    let dialog = await openEditor(user, 'L1');
    await user.type(
      within(dialog).getByLabelText('Use my own wording'),
      'J. uses a screen reader for all science texts',
    );
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'J. uses a screen reader for all science texts.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('J. uses a screen reader for all science texts.')).toBeVisible();
    expect(useCartStore.getState().items[0]?.details?.statement).toBe(
      'J. uses a screen reader for all science texts',
    );

    dialog = await openEditor(user, 'L1');
    expect(within(dialog).getByLabelText('Use my own wording')).toHaveValue(
      'J. uses a screen reader for all science texts',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reset to library defaults' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useCartStore.getState().items[0]).toEqual({ key: 'L1', title: L1.title });
    expect(screen.getByText(L1_DEFAULT_STATEMENT)).toBeVisible();
  });

  it('stores nothing when the saved details are the library’s own', async () => {
    const user = userEvent.setup();
    planWithTwoItems();
    const dialog = await openEditor(user, 'L1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useCartStore.getState().items[0]).toEqual({ key: 'L1', title: L1.title });
  });

  it('offers common roles and the district’s colleagues for who provides it', async () => {
    const user = userEvent.setup();
    planWithTwoItems();
    const dialog = await openEditor(user, 'L1');
    const field = within(dialog).getByLabelText('Who provides it');
    const list = document.getElementById(field.getAttribute('list') ?? '');
    expect(list?.querySelector('option[value="the paraprofessional"]')).not.toBeNull();
    await waitFor(() => expect(list?.querySelector('option[value="Cam Aalto"]')).not.toBeNull());
  });
});
