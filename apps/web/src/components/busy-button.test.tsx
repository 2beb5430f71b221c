import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('keeps the focus while busy, says it is unavailable, and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <BusyButton busy={false} busyLabel="Working..." onClick={onClick}>
        Download CSV
      </BusyButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <BusyButton busy busyLabel="Working..." onClick={onClick}>
        Download CSV
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Working...' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.keyboard('{Enter}');
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not send its form again while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label>
          Address <input name="address" />
        </label>
        <BusyButton type="submit" busy>
          Send Email
        </BusyButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await user.type(screen.getByLabelText('Address'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
