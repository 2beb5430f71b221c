import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@trellis/shared/administration';
import type { OlderEntries } from '../hooks/use-audit-log';
import { AuditTable } from './audit-table';

const entry = (n: number): AuditEntry => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  at: `2026-11-2${n}T15:00:00.000Z`,
  actor: `Ana Diaz (ana${n}@district.org)`,
  action: 'data-exported',
  summary: `Downloaded the plans, ${n}.`,
  district: n === 1 ? 'Maple Grove Schools' : null,
});

const olderEntries = (show: () => void): OlderEntries => ({
  available: true,
  loading: false,
  error: null,
  show,
});

describe('AuditTable', () => {
  it('stacks each entry as a card of labelled lines on a phone, the district’s among them', () => {
    render(<AuditTable entries={[entry(1)]} caption="Activity, newest first" showDistrict />);
    const table = screen.getByRole('table', { name: 'Activity, newest first' });
    // The stacking styles hang on these classes (styles/_table-stack.scss).
    expect(table).toHaveClass('table-stack');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'District', 'What']);
    // Each value says its column when stacked: "District: Maple Grove Schools".
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => [cell.dataset.label, cell.textContent]),
    ).toEqual([
      ['When', expect.stringMatching(/^Nov 21, 2026/)],
      ['Who', 'Ana Diaz (ana1@district.org)'],
      ['District', 'Maple Grove Schools'],
      ['What', 'Downloaded the plans, 1.'],
    ]);
  });

  it('moves the focus to the first older entry once it is shown', async () => {
    const user = userEvent.setup();
    const show = vi.fn();
    const { rerender } = render(
      <AuditTable entries={[entry(2)]} caption="Activity" older={olderEntries(show)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(show).toHaveBeenCalledTimes(1);
    rerender(
      <AuditTable
        entries={[entry(2), entry(1)]}
        caption="Activity"
        older={{ ...olderEntries(show), available: false }}
      />,
    );
    const older = screen.getByRole('cell', { name: 'Downloaded the plans, 1.' }).closest('tr');
    await waitFor(() => expect(older).toHaveFocus());
  });
});
