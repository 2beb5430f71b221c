import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { greetingFor } from '@trellis/shared/greeting';
import { renderApp, signedIn, stubApi } from '../../test/render-app';

const message = (id: string, title: string) => ({
  id,
  icon: 'star',
  title,
  message: `<p>About <strong>${title}</strong><script>alert(1)</script></p>`,
  linkUrl: '/builder/strengths',
  linkText: 'Open',
  active: true,
});

describe('the dashboard', () => {
  it('greets the user by the local hour and first name, with the three ways in', async () => {
    stubApi({ '/api/v1/me': signedIn, '/api/v1/content/dashboard-messages': { messages: [] } });
    renderApp('/dashboard');
    const greeting = greetingFor(new Date().getHours());
    expect(
      await screen.findByRole('heading', { level: 1, name: `${greeting}, Rosa` }),
    ).toBeVisible();
    for (const [title, href] of [
      ['Customize a Plan', '/builder/strengths'],
      ['Browse By Topic', '/browser/topics'],
      ['Search Accommodations', '/search'],
    ]) {
      const card = screen.getByRole('heading', { level: 2, name: title }).closest('.card');
      expect(card && within(card as HTMLElement).getByRole('link')).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('heading', { name: 'Tips and News' })).not.toBeInTheDocument();
  });

  // Rotation itself needs layout (the carousel only moves when visible): the end-to-end
  // dashboard spec checks it in Chromium.
  it('offers Pause and Play, and jumps to a message with its dot', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/dashboard-messages': {
        messages: [
          message('one', 'First tip'),
          message('two', 'Second tip'),
          message('three', 'Third tip'),
        ],
      },
    });
    renderApp('/dashboard');
    const first = await screen.findByRole('heading', { level: 3, name: 'First tip' });
    expect(first.closest('.carousel-item')).toHaveClass('active');
    // Sanitised: the script is gone, the emphasis stays.
    expect(document.querySelector('.dashboard-carousel script')).toBeNull();
    expect(document.querySelector('.dashboard-carousel strong')).toHaveTextContent('First tip');

    await user.click(screen.getByRole('button', { name: 'Pause the tips' }));
    expect(screen.getByRole('button', { name: 'Play the tips' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show tip: Third tip' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 3, name: 'Third tip' }).closest('.carousel-item'),
      ).toHaveClass('active'),
    );
  });

  it('puts the dots after the slide, so Tab reaches the slide’s link first', async () => {
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/dashboard-messages': {
        messages: [message('one', 'First tip'), message('two', 'Second tip')],
      },
    });
    renderApp('/dashboard');
    const first = await screen.findByRole('heading', { level: 3, name: 'First tip' });
    const slide = first.closest('.carousel-item') as HTMLElement;
    const link = within(slide).getByRole('link');
    const dots = screen.getAllByRole('button', { name: /^Show tip/ });
    expect(dots).toHaveLength(2);
    for (const dot of dots) {
      expect(link.compareDocumentPosition(dot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows one message without dots or a Pause button', async () => {
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/content/dashboard-messages': { messages: [message('one', 'Only tip')] },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 3, name: 'Only tip' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /the tips/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show tip/ })).not.toBeInTheDocument();
  });
});
