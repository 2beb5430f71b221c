import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../test/render-app';

describe('the footer', () => {
  it('links Terms of Use, Privacy Policy and then Accessibility, which opens the statement', async () => {
    stubApi({
      '/api/v1/me': signedOut,
      '/api/v1/site': {
        productName: 'Trellis',
        version: '1',
        supportEmail: 's@x.org',
        supportPhone: '1',
      },
    });
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Terms of Use',
      'Privacy Policy',
      'Accessibility',
    ]);
    await userEvent.click(legal.getByRole('link', { name: 'Accessibility' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accessibility');
  });
});
