import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MatchedAccommodation } from '@trellis/shared/matching';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { useCartStore } from '../../stores/cart-store';

const anxiety = {
  id: 'anxiety',
  name: 'Anxiety',
  category: 'Social / Emotional / Behavioral Needs',
} as const;

function result(key: string, score: number): MatchedAccommodation {
  return {
    key,
    category: key[0] as MatchedAccommodation['category'],
    title: `Accommodation ${key}`,
    tier: 1,
    modification: false,
    score,
    needs: [{ name: 'Anxiety', chosenPriority: 1.5, priority: 2, points: 3 }],
    strengths: [{ name: 'Visual Learner', priority: 1 }],
  };
}

beforeEach(() => {
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
});

describe('step 3, Prioritize Needs', () => {
  it('sets priorities and deletes a need only after confirmation', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn });
    useBuilderStore.getState().toggleNeed(anxiety);
    useBuilderStore.getState().saveCustomNeeds(['Copying from the board', '', '', '', '', '']);
    renderApp('/builder/prioritize');

    expect(await screen.findByRole('heading', { level: 2, name: anxiety.category })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Other Needs' })).toBeVisible();
    const row = screen.getByRole('group', { name: 'Anxiety' });
    expect(within(row).getByRole('radio', { name: 'Medium' })).toBeChecked();
    await user.click(within(row).getByRole('radio', { name: 'High' }));
    expect(useBuilderStore.getState().needs[0]?.priority).toBe(1.5);

    await user.click(screen.getByRole('button', { name: 'Delete Anxiety' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this need?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useBuilderStore.getState().needs.map((need) => need.id)).toEqual(['anxiety', 'cn000']);

    await user.click(screen.getByRole('button', { name: 'Delete Anxiety' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(useBuilderStore.getState().needs.map((need) => need.id)).toEqual(['cn000']);
  });

  it('disables Next Step, saying why, while no need is chosen', async () => {
    stubApi({ '/api/v1/me': signedIn });
    renderApp('/builder/prioritize');
    const next = await screen.findByRole('button', { name: 'Next Step' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Choose at least one need to continue.');
  });
});

describe('step 4, Select Accommodations', () => {
  it('calculates, then shows four ranked tables, 20 rows each with the rest behind a toggle', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const behavioral = Array.from({ length: 23 }, (_, i) => result(`B${i + 1}`, 30 - i));
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/match': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    useBuilderStore.getState().toggleNeed(anxiety);
    renderApp('/builder/select');

    expect(await screen.findByText('Calculating Matching Accommodations')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Next Step' })).not.toBeInTheDocument();
    answer(Response.json({ results: [...behavioral, result('L4', 2)] }));

    expect(
      await screen.findByRole('heading', { name: 'Review and Select Recommended Accommodations' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Next Step' })).toHaveAttribute(
      'href',
      '/builder/export',
    );
    const behavioralTable = screen.getByRole('table', { name: 'Behavioral' });
    expect(within(behavioralTable).getAllByRole('row')).toHaveLength(21); // header + 20
    expect(screen.getAllByText('None Selected')).toHaveLength(2); // Curriculum, Assessing
    expect(screen.getAllByRole('img', { name: 'Tier 1' })).toHaveLength(21);
    expect(screen.getAllByText('Matches Anxiety (High) · builds on Visual Learner')).toHaveLength(
      21,
    );

    await user.click(screen.getByRole('button', { name: 'Show 3 More Matches' }));
    expect(within(behavioralTable).getAllByRole('row')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show 3 Fewer Matches' }));
    expect(within(behavioralTable).getAllByRole('row')).toHaveLength(21);
  });

  it('adds and removes plan items, each once, and the header badge counts them', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/match': { results: [result('B2', 3), result('L4', 2)] },
    });
    useBuilderStore.getState().toggleNeed(anxiety);
    renderApp('/builder/select');

    await user.click(await screen.findByRole('button', { name: 'Add B2 to plan' }));
    await user.click(screen.getByRole('button', { name: 'Add L4 to plan' }));
    expect(screen.getByRole('link', { name: /My Plan/ })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Remove B2 from plan' }));
    expect(useCartStore.getState().items).toEqual([{ key: 'L4', title: 'Accommodation L4' }]);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /My Plan/ })).toHaveTextContent('1'),
    );
  });

  it('says how many matched when only the best are answered', async () => {
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/match': { results: [result('B2', 3), result('L4', 2)], total: 300 },
    });
    useBuilderStore.getState().toggleNeed(anxiety);
    renderApp('/builder/select');
    expect(
      await screen.findByText('Showing the 2 best of 300 matching accommodations.'),
    ).toBeVisible();
  });

  it('says when an overlapping need added nothing of its own', async () => {
    const overlap = {
      ...result('A1', 4.5),
      needs: [
        {
          name: 'Anxiety',
          chosenPriority: 1.5,
          priority: 2,
          points: 3,
          countedWith: 'Test Anxiety',
        },
        { name: 'Test Anxiety', chosenPriority: 1.5, priority: 3, points: 4.5 },
      ],
      strengths: [],
    } satisfies MatchedAccommodation;
    stubApi({ '/api/v1/me': signedIn, '/api/v1/content/match': { results: [overlap] } });
    useBuilderStore.getState().toggleNeed(anxiety);
    renderApp('/builder/select');
    expect(
      await screen.findByText(
        'Matches Anxiety (High, counted with Test Anxiety), Test Anxiety (High)',
      ),
    ).toBeVisible();
  });

  it('asks for a need before matching, since strengths alone bring nothing in', async () => {
    stubApi({ '/api/v1/me': signedIn });
    useBuilderStore.getState().toggleStrength({ id: 'visual-learner', name: 'Visual Learner' });
    renderApp('/builder/select');
    expect(await screen.findByRole('link', { name: 'choose at least one need' })).toHaveAttribute(
      'href',
      '/builder/needs',
    );
    expect(screen.queryByText('Calculating Matching Accommodations')).not.toBeInTheDocument();
  });

  it('asks for a new match when a priority changes', async () => {
    const bodies: string[] = [];
    stubApi({ '/api/v1/me': signedIn });
    const stubbed = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (String(input).endsWith('/content/match')) {
        bodies.push(String(init?.body));
        return Response.json({ results: [result('B2', 3)] });
      }
      return stubbed(input, init);
    };
    useBuilderStore.getState().toggleNeed(anxiety);
    renderApp('/builder/select');
    await screen.findByRole('table', { name: 'Behavioral' });
    useBuilderStore.getState().setNeedPriority('anxiety', 0.5);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(JSON.parse(bodies[1] ?? '')).toEqual({
      needs: [{ name: 'Anxiety', priority: 0.5 }],
      strengths: [],
    });
  });
});
