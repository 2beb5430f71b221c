import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../test/render-app';

const categories = {
  categories: [
    {
      name: 'Learning Needs',
      needs: [
        {
          id: 'reading-fluency',
          name: 'Reading Fluency',
          category: 'Learning Needs',
          related: [],
          description: 'd',
          considerations: 'c',
          resources: 'r',
          process: 'p',
        },
      ],
    },
  ],
};

const twoTopics = {
  categories: [
    {
      ...categories.categories[0],
      needs: [
        ...(categories.categories[0]?.needs ?? []),
        { ...categories.categories[0]?.needs[0], id: 'test-anxiety', name: 'Test Anxiety' },
      ],
    },
  ],
};

describe('the small-screen topic select', () => {
  function open(path: string) {
    stubApi({ '/api/v1/me': signedIn, '/api/v1/content/need-categories': twoTopics });
    return renderApp(path);
  }

  it('does not open each topic the arrow keys pass (WCAG 3.2.2), and opens the one on Enter', async () => {
    const { router } = open('/browser/topics');
    const select = await screen.findByLabelText('Choose a topic', {});
    select.focus();
    // A closed select changes its value on an arrow key: keydown, change, keyup.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'reading-fluency' } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'test-anxiety' } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
    expect(router.state.location.search).toBe('');
    expect(select).toHaveValue('test-anxiety');

    fireEvent.keyDown(select, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?topic=test-anxiety'));
    expect(select).toHaveFocus();
  });

  it('opens the topic reached with the keys on Show Topic', async () => {
    const user = userEvent.setup();
    const { router } = open('/browser/topics');
    const select = await screen.findByLabelText('Choose a topic', {});
    fireEvent.keyDown(select, { key: 'End' });
    fireEvent.change(select, { target: { value: 'test-anxiety' } });
    fireEvent.keyUp(select, { key: 'End' });
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Show Topic' }));
    await waitFor(() => expect(router.state.location.search).toBe('?topic=test-anxiety'));
  });

  it('opens a topic picked from the list at once', async () => {
    const user = userEvent.setup();
    const { router } = open('/browser/topics?topic=reading-fluency');
    const select = await screen.findByLabelText('Choose a topic', {});
    await user.selectOptions(select, 'Test Anxiety');
    await waitFor(() => expect(router.state.location.search).toBe('?topic=test-anxiety'));
  });
});

describe('browse by topic', () => {
  it('asks for a topic while none is chosen', async () => {
    stubApi({ '/api/v1/me': signedIn, '/api/v1/content/need-categories': categories });
    renderApp('/browser/topics');
    expect(
      await screen.findByText('To begin, select a topic from the navigation menu.'),
    ).toBeVisible();
  });

  it('shows the spec’s time-out message when a topic cannot be loaded', async () => {
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/need-categories': categories,
      '/api/v1/content/topics/reading-fluency': async () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      },
    });
    renderApp('/browser/topics?topic=reading-fluency');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Timeout error: Unfortunately, your request to browse this topic timed out. Please try again.',
    );
  });

  it('shows the topic with empty categories marked None Suggested', async () => {
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/need-categories': categories,
      '/api/v1/content/topics/reading-fluency': {
        need: categories.categories[0]?.needs[0],
        accommodations: [
          {
            key: 'L2',
            category: 'L',
            title: 'Audiobooks',
            subtitle: 's',
            tier: 1,
            modification: false,
          },
        ],
      },
    });
    renderApp('/browser/topics?topic=reading-fluency');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reading Fluency' })).toBeVisible();
    expect(screen.getAllByText('None Suggested')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Learning' })).toHaveTextContent('Audiobooks');
  });
});
