import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedIn, signedOut, stubApi } from '../test/render-app';

const site = {
  productName: 'Trellis',
  version: '1.5.56',
  supportEmail: 's@x.org',
  supportPhone: '1',
};

describe('the route table', () => {
  it("shows 'Loading...' while the sign-in state resolves", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubApi({
      '/api/v1/me': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/dashboard');
    await waitFor(() => expect(calls).toContain('/api/v1/me'));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer(new Response(JSON.stringify(signedOut)));
    // The first test also pays for transforming the lazily loaded page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a signed-in page to sign in', async () => {
    stubApi({ '/api/v1/me': signedOut });
    const { router } = renderApp('/builder/select');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user on / and on registration pages to the dashboard', async () => {
    stubApi({ '/api/v1/me': signedIn });
    for (const path of ['/', '/register', '/register/code', '/pwreset']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      unmount();
    }
  });

  it("shows the signed-in header with the user's name and an empty plan", async () => {
    stubApi({ '/api/v1/me': signedIn });
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Rosa Diaz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Plan/ })).toHaveTextContent('0');
    for (const name of ['Builder', 'Browse', 'Search']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it.each(['/x', '/x/y', '/x/y/z'])('redirects the unknown path %s to /', async (path) => {
    stubApi({ '/api/v1/me': signedOut });
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('answers a deeper unknown path with "Page not found"', async () => {
    stubApi({ '/api/v1/me': signedOut });
    renderApp('/a/b/c/d');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the legal pages to everyone', async () => {
    stubApi({ '/api/v1/me': signedIn, '/api/v1/site': site });
    renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use' }),
    ).toBeInTheDocument();
  });
});
