import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../test/render-app';

describe('the site header', () => {
  it('leads to My Students first, before the builder', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/plans': { plans: [], currentPlanId: null, limit: 1000 },
    });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Rosa Diaz' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('My Students')).toBeGreaterThan(-1);
    expect(links.indexOf('My Students')).toBe(links.indexOf('Builder') - 1);

    await user.click(within(nav).getByRole('link', { name: 'My Students' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/students');
    expect(within(nav).getByRole('link', { name: 'My Students' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    ['member', []],
    ['district_admin', ['District Administration']],
    ['operator', ['Operator Console']],
  ] as const)(
    'shows a %s only the consoles of their role in the user menu',
    async (role, consoles) => {
      const user = userEvent.setup();
      stubApi({
        '/api/v1/me': { ...signedIn, user: { ...signedIn.user, role } },
        '/api/v1/plans': { plans: [], currentPlanId: null, limit: 1000 },
      });
      renderApp('/dashboard');
      await user.click(await screen.findByRole('button', { name: 'Rosa Diaz' }));
      const items = screen
        .getAllByRole('link')
        .map((link) => link.textContent)
        .filter((name) => name === 'District Administration' || name === 'Operator Console');
      expect(items).toEqual(consoles);
    },
  );

  it('says whether the narrow-screen menu is open', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/plans': { plans: [], currentPlanId: null, limit: 1000 },
    });
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-nav');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
