import { screen } from '@testing-library/react';
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
