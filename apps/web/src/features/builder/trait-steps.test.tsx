import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accommodationEntry } from '../../test/accommodations';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { useCartStore } from '../../stores/cart-store';

const need = (id: string, name: string, category: string) => ({
  id,
  name,
  category,
  related: [],
  description: `What ${name} looks like.`,
  considerations: 'c',
  resources: 'r',
  process: 'p',
});

const needCategories = {
  categories: [
    {
      name: 'Learning Needs',
      needs: [need('reading-fluency', 'Reading Fluency', 'Learning Needs')],
    },
    {
      name: 'Intellectual Needs',
      needs: [need('working-memory', 'Working Memory', 'Intellectual Needs')],
    },
    { name: 'Executive Function Needs', needs: [] },
    { name: 'Social / Emotional / Behavioral Needs', needs: [] },
  ],
};

const strengthCategories = {
  categories: [
    {
      name: 'Learning Preferences',
      strengths: [
        { id: 'visual-learner', name: 'Visual Learner', description: 'Learns from **pictures**.' },
      ],
    },
  ],
};

const accommodation = accommodationEntry({
  key: 'L1',
  title: 'Text-to-Speech',
  subtitle: 'Software reads text aloud',
  description:
    'Uses <span style="color:red" class="x" id="y">text-to-speech</span>. See [CAST](https://www.cast.org/).',
  examples: ['A 7th grader listens to the chapter.', 'A 2nd grader replays a sentence.'],
  links: [{ title: 'Reading Rockets', url: 'https://www.readingrockets.org/' }],
  tier: 2,
});

beforeEach(() => {
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
});

describe('steps 1 and 2', () => {
  it('toggles needs by category and keeps Next Step disabled until one is chosen', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, '/api/v1/content/need-categories': needCategories });
    renderApp('/builder/needs');
    const next = await screen.findByRole('button', { name: 'Next Step' });
    expect(next).toBeDisabled();
    const group = await screen.findByRole('group', { name: 'Learning Needs' });
    await user.click(within(group).getByRole('checkbox', { name: 'Reading Fluency' }));
    expect(useBuilderStore.getState().needs).toEqual([
      { id: 'reading-fluency', name: 'Reading Fluency', category: 'Learning Needs', priority: 1 },
    ]);
    expect(next).toBeEnabled();
    expect(screen.getByText('1 need chosen.')).toBeVisible();
    await user.click(within(group).getByRole('checkbox', { name: 'Reading Fluency' }));
    expect(useBuilderStore.getState().needs).toEqual([]);
  });

  it('saves the custom slots when a field loses focus', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, '/api/v1/content/need-categories': needCategories });
    renderApp('/builder/needs');
    const first = await screen.findByLabelText('Custom need 1');
    await user.type(first, 'Copying from the board');
    expect(useBuilderStore.getState().needs).toEqual([]);
    await user.tab();
    expect(useBuilderStore.getState().needs).toEqual([
      { id: 'cn000', name: 'Copying from the board', category: null, priority: 1 },
    ]);
    await user.clear(first);
    await user.tab();
    expect(useBuilderStore.getState().needs).toEqual([]);
  });

  it('describes a need in the small modal, fetched by id, and gives focus back on close', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/need-categories': needCategories,
      '/api/v1/content/needs/working-memory': need(
        'working-memory',
        'Working Memory',
        'Intellectual Needs',
      ),
    });
    renderApp('/builder/needs');
    const info = await screen.findByRole('button', { name: 'About Working Memory' });
    await user.click(info);
    const dialog = await screen.findByRole('dialog', { name: 'Working Memory' });
    expect(dialog).toHaveTextContent('What Working Memory looks like.');
    expect(calls).toContain('/api/v1/content/needs/working-memory');
    const [, footerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    if (!footerClose) throw new Error('expected a Close button in the footer');
    await user.click(footerClose);
    await waitFor(() => expect(info).toHaveFocus());
  });

  it('shows a strength’s description from the list it came with', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, '/api/v1/content/strength-categories': strengthCategories });
    renderApp('/builder/strengths');
    await user.click(await screen.findByRole('button', { name: 'About Visual Learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visual Learner' });
    expect(within(dialog).getByText('pictures').tagName).toBe('STRONG');
  });
});

describe('the large detail modal', () => {
  it('shows the accommodation sanitised, with Add to Plan / Remove from Plan by membership', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/match': {
        results: [
          {
            key: 'L1',
            category: 'L',
            title: 'Text-to-Speech',
            tier: 2,
            modification: false,
            score: 3,
            needs: [{ name: 'Reading Fluency', chosenPriority: 1, priority: 3, points: 3 }],
            strengths: [],
          },
        ],
      },
      '/api/v1/content/accommodations/L1': accommodation,
    });
    useBuilderStore
      .getState()
      .toggleNeed({ id: 'reading-fluency', name: 'Reading Fluency', category: 'Learning Needs' });
    renderApp('/builder/select');
    await user.click(await screen.findByRole('button', { name: 'Text-to-Speech' }));
    const dialog = await screen.findByRole('dialog', { name: 'L1 · Text-to-Speech' });
    expect(dialog).toHaveTextContent('Software reads text aloud');
    const styled = within(dialog).getByText('text-to-speech');
    expect(styled).not.toHaveAttribute('style');
    expect(styled).not.toHaveAttribute('class');
    expect(styled).not.toHaveAttribute('id');
    expect(within(dialog).getByRole('link', { name: 'CAST' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'CAST' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // Empty considerations read 'None'.
    expect(within(dialog).getByText('None')).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Add to Plan' }));
    expect(useCartStore.getState().items).toEqual([{ key: 'L1', title: 'Text-to-Speech' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove from Plan' }));
    expect(useCartStore.getState().items).toEqual([]);
  });
});
