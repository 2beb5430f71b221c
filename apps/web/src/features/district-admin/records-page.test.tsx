import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@trellis/shared/administration';
import { renderApp, stubApi } from '../../test/render-app';
import { adminSignedIn, answer, API, AUDIT } from './district-test-data';

describe('the district records page', () => {
  it('links the three exports and shows the activity log', async () => {
    stubApi({ [`${API}/me`]: adminSignedIn, [`${API}/district/audit`]: { entries: [AUDIT] } });
    renderApp('/district/records');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Records' }, { timeout: 5000 }),
    ).toBeVisible();
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
    const log = await screen.findByRole('table', { name: /newest first/ });
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
    expect(await screen.findByText('Nothing recorded yet.', {}, { timeout: 5000 })).toBeVisible();
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
    await user.click(
      await screen.findByRole('link', { name: 'All plans and logs (JSON)' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be made. Try again in a minute.',
    );
  });
});
