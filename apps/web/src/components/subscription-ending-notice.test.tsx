import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { instantDayText } from '../lib/dates';
import { renderApp, signedIn, stubApi } from '../test/render-app';

const DAY = 24 * 60 * 60_000;
/** The server's time in these tests; the browser's clock may say anything. */
const NOW = new Date('2031-03-01T12:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();
/** A session of the server's time, so the app does not see it as expired. */
const SESSION = { now: NOW.toISOString(), expiresAt: at(0.5), idleExpiresAt: at(0.04) };

/** The signed-in individual whose subscription ends at `endsAt`; records renewals asked for. */
function individualEndingAt(endsAt: string) {
  const renewals: unknown[] = [];
  stubApi({
    '/api/v1/me': {
      user: {
        ...signedIn.user,
        accountType: 'individual',
        district: null,
        subscriptionExpiresAt: endsAt,
      },
      session: SESSION,
    },
    '/api/v1/content/dashboard-messages': { messages: [] },
    '/api/v1/checkout/start': async (body) => {
      renewals.push(body);
      return Response.json({ url: '#test-checkout' });
    },
  });
  return renewals;
}

const noticeText = (endsAt: string, days: number) =>
  `Your subscription ends on ${instantDayText(endsAt)} (in ${days} days).`;
const findDashboard = () => screen.findByRole('heading', { level: 1, name: /Rosa$/ });

afterEach(() => {
  window.location.hash = '';
  sessionStorage.clear();
});

describe('the notice of an ending subscription', () => {
  it('shows on signed-in pages in the last 14 days, with the Renew button', async () => {
    const user = userEvent.setup();
    const endsAt = at(14);
    const renewals = individualEndingAt(endsAt);
    renderApp('/dashboard');
    const shown = await screen.findByText(noticeText(endsAt, 14), { exact: false });
    const notice = shown.closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent('Renew for one year');

    await user.click(screen.getByRole('button', { name: 'Renew for One Year' }));
    await waitFor(() => expect(window.location.hash).toBe('#test-checkout'));
    expect(renewals).toEqual([{ renew: true }]);
  });

  it('is not shown 15 days before the end', async () => {
    individualEndingAt(at(15));
    renderApp('/dashboard');
    await findDashboard();
    expect(screen.queryByText(/Your subscription ends on/)).not.toBeInTheDocument();
  });

  it('stays hidden once dismissed, on other pages and after a reload of the tab', async () => {
    const user = userEvent.setup();
    const endsAt = at(3);
    individualEndingAt(endsAt);
    const first = renderApp('/dashboard');
    expect(await screen.findByText(noticeText(endsAt, 3), { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() =>
      expect(screen.queryByText(/Your subscription ends on/)).not.toBeInTheDocument(),
    );
    await first.router.navigate('/my-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(screen.queryByText(/Your subscription ends on/)).not.toBeInTheDocument();

    first.unmount();
    renderApp('/dashboard');
    await findDashboard();
    expect(screen.queryByText(/Your subscription ends on/)).not.toBeInTheDocument();
  });

  it('gives way to the renewal notice once the subscription has ended', async () => {
    individualEndingAt(at(-1));
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your subscription has ended' }),
    ).toBeVisible();
    expect(screen.queryByText(/Your subscription ends on/)).not.toBeInTheDocument();
  });

  it('is never shown to a district member', async () => {
    stubApi({
      '/api/v1/me': {
        ...signedIn,
        user: {
          ...signedIn.user,
          district: { ...signedIn.user.district, expires: at(3) },
        },
        session: SESSION,
      },
      '/api/v1/content/dashboard-messages': { messages: [] },
    });
    renderApp('/dashboard');
    await findDashboard();
    expect(screen.queryByText(/Your subscription ends on/)).not.toBeInTheDocument();
  });
});
