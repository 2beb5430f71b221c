import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { instantDayText } from '../../lib/dates';
import { renderApp, signedIn, stubApi } from '../../test/render-app';

const DAY = 24 * 60 * 60_000;
/** The server's time in these tests; the browser's clock may say anything. */
const NOW = new Date('2031-03-01T12:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();
/** A session of the server's time, so the app does not see it as expired. */
const SESSION = { now: NOW.toISOString(), expiresAt: at(0.5), idleExpiresAt: at(0.04) };

const individual = (endsAt: string) => ({
  user: {
    ...signedIn.user,
    accountType: 'individual',
    district: null,
    subscriptionExpiresAt: endsAt,
  },
  session: SESSION,
});

/** Answers the renewal checkout and records what was asked; the "payment page" is a hash. */
function stubRenewal(me: object) {
  const bodies: unknown[] = [];
  stubApi({
    '/api/v1/me': me as Record<string, unknown>,
    '/api/v1/content/dashboard-messages': { messages: [] },
    '/api/v1/checkout/start': async (body) => {
      bodies.push(body);
      return Response.json({ url: '#test-checkout' });
    },
  });
  return bodies;
}

afterEach(() => {
  window.location.hash = '';
  sessionStorage.clear();
});

describe('My Account', () => {
  it("opens from the header's My Account item and renews an individual's year", async () => {
    const user = userEvent.setup();
    const endsAt = at(20);
    const renewals = stubRenewal(individual(endsAt));
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Rosa Diaz' }));
    await user.click(screen.getByRole('link', { name: 'My Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/my-account');
    expect(screen.getByText('Individual, one year')).toBeVisible();
    expect(screen.getByText(`Your subscription ends on ${instantDayText(endsAt)}.`)).toBeVisible();
    expect(screen.getByText('20 days left')).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'My Profile' }),
    ).toHaveAttribute('href', '/my-profile');

    await user.click(screen.getByRole('button', { name: 'Renew for One Year' }));
    await waitFor(() => expect(window.location.hash).toBe('#test-checkout'));
    expect(renewals).toEqual([{ renew: true }]);
  });

  it('says when an ended subscription ended and still offers the renewal', async () => {
    const endsAt = at(-3);
    stubRenewal(individual(endsAt));
    renderApp('/my-account');
    expect(
      await screen.findByText(`Your subscription ended on ${instantDayText(endsAt)}.`, {}),
    ).toBeVisible();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
    expect(screen.getByText(/adds one year from today/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Renew for One Year' })).toBeEnabled();
  });

  it("tells a district member that the licence is the district's, with its end date", async () => {
    const expires = '2031-07-31T00:00:00.000Z';
    stubRenewal({
      ...signedIn,
      user: { ...signedIn.user, district: { ...signedIn.user.district, expires } },
    });
    renderApp('/my-account');
    const section = await screen.findByRole('region', { name: 'Your Licence' });
    expect(within(section).getByText('Maple Grove Schools')).toBeVisible();
    expect(within(section).getByText(`Ends on ${instantDayText(expires)}`)).toBeVisible();
    expect(
      within(section).getByText(
        'Your district manages your licence; ask your district administrator.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Renew for One Year' })).not.toBeInTheDocument();
  });
});
