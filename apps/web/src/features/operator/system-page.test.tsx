import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { failedReminder, stubOperatorApi } from './operator-test-data';

const HASH = 'a3f9c2e4b5d6e7f8091a2b3c4d5e6f708192a3b4';
const content = {
  appVersion: '1.8.0',
  libraryVersion: HASH,
  importedAt: '2026-11-01T12:00:00.000Z',
  accommodations: 1240,
  needs: 86,
  strengths: 42,
};

describe('Operator console: mail and content', () => {
  it('shows the content in use and the e-mail that could not be sent', async () => {
    stubOperatorApi({
      'GET /operator/content': content,
      'GET /operator/mail': { mail: [failedReminder] },
    });
    renderApp('/operator/system');
    const table = await screen.findByRole('table', {
      name: 'E-mail that could not be sent, newest first',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mail and Content' })).toBeVisible();
    const contentSection = screen.getByRole('region', { name: 'Content in use' });
    expect(await within(contentSection).findByText('1.8.0')).toBeVisible();
    // Shortened on screen, whole for screen readers and in the tooltip.
    const shortHash = within(contentSection).getByText('a3f9c2e4b5d6…');
    expect(shortHash).toHaveAttribute('title', HASH);
    expect(within(contentSection).getByText(HASH)).toHaveClass('visually-hidden');
    expect(contentSection).toHaveTextContent('1,240');
    expect(contentSection).toHaveTextContent('86');
    expect(contentSection).toHaveTextContent('42');
    expect(contentSection).toHaveTextContent('Nov 1, 2026');

    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('reminder');
    expect(row).toHaveTextContent('teacher@school.org, aide@school.org');
    expect(row).toHaveTextContent('Weekly delivery log for J.T.');
    expect(row).toHaveTextContent('5');
    expect(row).toHaveTextContent('550 Mailbox unavailable');
  });

  it('says so when no e-mail failed, and when the content status could not be loaded', async () => {
    stubOperatorApi({ 'GET /operator/mail': { mail: [] } });
    renderApp('/operator/system');
    expect(await screen.findByText('No failed e-mail.', {})).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The content status could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
