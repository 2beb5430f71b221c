import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@trellis/shared/administration';
import { renderApp, stubApi } from '../../test/render-app';
import { adminSignedIn, answer, API, AUDIT } from './district-test-data';

describe('the district records page', () => {
  it('links the three exports and shows the activity log', async () => {
    stubApi({ [`${API}/me`]: adminSignedIn, [`${API}/district/audit`]: { entries: [AUDIT] } });
    renderApp('/district/records');
    expect(await screen.findByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All plans and logs (JSON)' })).toHaveAttribute(
      'href',
      `${API}/district/export.json`,
    );
    expect(screen.getByRole('link', { name: 'Plans (CSV)' })).toHaveAttribute(
      'href',
      `${API}/district/export/plans.csv`,
    );
    expect(screen.getByRole('link', { name: 'Delivery log (CSV)' })).toHaveAttribute(
      'href',
      `${API}/district/export/log.csv`,
    );
    expect(screen.getByText(/Each download is recorded in the activity log/)).toBeVisible();
    const log = await screen.findByRole('table', {
      name: 'Actions of your district’s administrators, and of Trellis operators on your district, newest first.',
    });
    expect(within(log).getByText('Deactivated Ben Ode (ben@example.org).')).toBeVisible();
    expect(within(log).getByText('Rosa Diaz (rosa@example.org)')).toBeVisible();
  });

  it('saves a file under the server’s name and reads the activity log again', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    // jsdom has no downloads: catch the link the page clicks.
    URL.createObjectURL = vi.fn(() => 'blob:district-plans');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let entries: AuditEntry[] = [];
    stubApi({
      [`${API}/me`]: adminSignedIn,
      [`${API}/district/audit`]: () => answer({ entries }),
      [`${API}/district/export/plans.csv`]: async () => {
        entries = [{ ...AUDIT, action: 'data-exported', summary: 'Downloaded the plans (CSV).' }];
        return new Response('plan id,label\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="trellis-district-plans-2026-11-24.csv"',
          },
        });
      },
    });
    renderApp('/district/records');
    expect(await screen.findByText('Nothing recorded yet.', {})).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Plans (CSV)' }));
    expect(await screen.findByText('Downloaded the plans (CSV).')).toBeVisible();
    expect(saved).toEqual(['trellis-district-plans-2026-11-24.csv']);
    click.mockRestore();
  });

  it('says on the page when a file could not be made', async () => {
    const user = userEvent.setup();
    stubApi({
      [`${API}/me`]: adminSignedIn,
      [`${API}/district/audit`]: { entries: [] },
      [`${API}/district/export.json`]: () =>
        answer({ code: 'TOO_MANY_ATTEMPTS', message: 'Try again in a minute.' }, 429),
    });
    renderApp('/district/records');
    await user.click(await screen.findByRole('link', { name: 'All plans and logs (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be made. Try again in a minute.',
    );
  });

  it('shows older entries on request, moving focus to the first of them', async () => {
    const user = userEvent.setup();
    const older: AuditEntry = {
      ...AUDIT,
      id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f70',
      at: '2026-10-01T08:00:00.000Z',
      summary: 'Replaced the access code MAPLE000 with MAPLE123.',
    };
    stubApi({ [`${API}/me`]: adminSignedIn });
    const stubbed = globalThis.fetch;
    const pagesAsked: (string | null)[] = [];
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== `${API}/district/audit`) return stubbed(input, init);
      const before = url.searchParams.get('before');
      pagesAsked.push(before);
      return before === 'cursor-1'
        ? answer({ entries: [older], nextCursor: null })
        : answer({ entries: [AUDIT], nextCursor: 'cursor-1' });
    };
    renderApp('/district/records');
    const log = await screen.findByRole('table', { name: /newest first/ });
    expect(within(log).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    const row = (await within(log).findByText(older.summary)).closest('tr');
    await waitFor(() => expect(row).toHaveFocus());
    expect(within(log).getAllByRole('row')).toHaveLength(3);
    expect(pagesAsked).toEqual([null, 'cursor-1']);
    // The server has no more: the button goes.
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('keeps the entries shown when older ones could not be loaded, and says why', async () => {
    const user = userEvent.setup();
    stubApi({ [`${API}/me`]: adminSignedIn });
    const stubbed = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== `${API}/district/audit`) return stubbed(input, init);
      return url.searchParams.has('before')
        ? answer({ code: 'TOO_MANY_ATTEMPTS', message: 'Try again in a minute.' }, 429)
        : answer({ entries: [AUDIT], nextCursor: 'cursor-1' });
    };
    renderApp('/district/records');
    const button = await screen.findByRole('button', { name: 'Show older entries' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Older entries could not be loaded. Try again in a minute.',
    );
    expect(screen.getByText(AUDIT.summary)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show older entries' })).toHaveFocus();
  });
});
