import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DownloadLink } from './download-link';

function renderLink(download: (path: string) => Promise<never>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DownloadLink path="/plans/p1/log/csv" download={download}>
        Download the log (CSV)
      </DownloadLink>
    </QueryClientProvider>,
  );
}

describe('DownloadLink', () => {
  it('says on the page why the file could not be made, and saves nothing', async () => {
    const download = vi.fn((_path: string) => Promise.reject(new Error('Too many requests.')));
    renderLink(download);
    const link = screen.getByRole('link', { name: 'Download the log (CSV)' });
    expect(link).toHaveAttribute('href', '/api/v1/plans/p1/log/csv');
    await userEvent.setup().click(link);
    expect(download.mock.calls[0]?.[0]).toBe('/plans/p1/log/csv');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be made. Too many requests.',
    );
  });
});
