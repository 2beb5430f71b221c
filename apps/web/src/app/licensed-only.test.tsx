import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi } from '../test/render-app';

const lapsedDistrict = {
  ...signedIn,
  user: {
    ...signedIn.user,
    district: { ...signedIn.user.district, expires: '2020-07-31T00:00:00.000Z' },
  },
};

describe('licensed pages for a member of a district whose licence has ended', () => {
  it('shows the district notice instead of the builder, saying whom to ask', async () => {
    stubApi({ '/api/v1/me': lapsedDistrict });
    renderApp('/builder/strengths');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence Ended' })).toBeVisible();
    expect(
      screen.getByText(/The Trellis licence of Maple Grove Schools has expired/),
    ).toHaveTextContent('Please contact your school or district administrator.');
    expect(screen.queryByRole('button', { name: 'Renew for One Year' })).not.toBeInTheDocument();
  });

  it('shows the same notice on the dashboard, which stays open', async () => {
    stubApi({
      '/api/v1/me': {
        ...lapsedDistrict,
        user: {
          ...lapsedDistrict.user,
          district: { ...lapsedDistrict.user.district, isActive: false },
        },
      },
      '/api/v1/content/dashboard-messages': { messages: [] },
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 2, name: "Your district's licence has ended" }),
    ).toBeVisible();
    expect(screen.getByText(/is not active/)).toBeVisible();
  });

  it("goes by the server's clock, not a laptop's that is behind", async () => {
    // The licence ends in 2030; the server says it is 2031, whatever this browser's clock says.
    stubApi({
      '/api/v1/me': {
        ...signedIn,
        user: {
          ...signedIn.user,
          district: { ...signedIn.user.district, expires: '2030-01-01T00:00:00.000Z' },
        },
        session: {
          now: '2031-01-01T00:00:00.000Z',
          expiresAt: '2031-01-01T12:00:00.000Z',
          idleExpiresAt: '2031-01-01T01:00:00.000Z',
        },
      },
    });
    renderApp('/builder/strengths');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence Ended' })).toBeVisible();
  });
});
