import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LICENCE_STATUSES, LICENCE_STATUS_LABELS } from '@trellis/shared/administration';
import { LicenceStatusBadge } from './licence-status-badge';

describe('LicenceStatusBadge', () => {
  it.each(LICENCE_STATUSES)('writes the status %s in words', (status) => {
    render(<LicenceStatusBadge status={status} />);
    expect(screen.getByText(LICENCE_STATUS_LABELS[status])).toBeVisible();
  });

  it('puts dark text on the amber of a licence ending soon, white on the others', () => {
    render(
      <>
        <LicenceStatusBadge status="ending" />
        <LicenceStatusBadge status="ended" />
      </>,
    );
    expect(screen.getByText('Ending soon')).toHaveClass('bg-warning', 'text-dark');
    expect(screen.getByText('Ended')).toHaveClass('bg-danger');
    expect(screen.getByText('Ended')).not.toHaveClass('text-dark');
  });

  it('shows a licence not started yet in a neutral gray with dark text', () => {
    render(<LicenceStatusBadge status="scheduled" />);
    expect(screen.getByText('Not started yet')).toHaveClass('bg-light', 'text-dark', 'border');
  });
});
