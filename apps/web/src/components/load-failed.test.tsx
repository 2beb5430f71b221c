import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('says what could not be loaded and why, and tries again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadFailed what="the log" error={new Error('Network error.')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The log could not be loaded. Network error.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
