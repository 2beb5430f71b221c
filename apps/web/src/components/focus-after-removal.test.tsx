import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { focusNextOrHeading, useFocusAfterRemoval } from './focus-after-removal';
import { focusFirstInvalid } from './focus-first-invalid';

function buttons(...names: string[]) {
  render(
    <>
      <h2>Rows</h2>
      {names.map((name) => (
        <button key={name}>{name}</button>
      ))}
    </>,
  );
  return names.map((name) => screen.getByRole('button', { name }));
}

describe('focusNextOrHeading', () => {
  it('focuses the row now at the removed one’s place: the next row', () => {
    const rest = buttons('A', 'C');
    expect(focusNextOrHeading(rest, 1, null)).toBe(rest[1]);
    expect(rest[1]).toHaveFocus();
  });

  it('focuses the row before when the last row went', () => {
    const rest = buttons('A', 'B');
    focusNextOrHeading(rest, 2, null);
    expect(rest[1]).toHaveFocus();
  });

  it('focuses the heading, made focusable, when no row is left', () => {
    buttons();
    const heading = screen.getByRole('heading', { name: 'Rows' });
    focusNextOrHeading([], 0, heading);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});

function RemovableList() {
  const [rows, setRows] = useState(['A', 'B', 'C']);
  const focusAfterRemoval = useFocusAfterRemoval(() => ({
    targets: [...document.querySelectorAll<HTMLElement>('[data-row]')],
    heading: document.querySelector('h2'),
  }));
  return (
    <>
      <h2>Rows</h2>
      {rows.map((row, index) => (
        <button
          key={row}
          data-row=""
          onClick={() => {
            focusAfterRemoval(index);
            setRows(rows.filter((other) => other !== row));
          }}
        >
          Remove {row}
        </button>
      ))}
    </>
  );
}

describe('useFocusAfterRemoval', () => {
  it('moves focus once the removal is on the page: next, then previous, then the heading', async () => {
    const user = userEvent.setup();
    render(<RemovableList />);
    await user.click(screen.getByRole('button', { name: 'Remove B' }));
    expect(screen.getByRole('button', { name: 'Remove C' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove A' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Rows' })).toHaveFocus();
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first field marked invalid, else the alert saying why', () => {
    const { container, rerender } = render(
      <form>
        <input aria-label="Current" />
        <input aria-label="New" aria-invalid="true" />
        <input aria-label="Confirm" aria-invalid="true" />
      </form>,
    );
    focusFirstInvalid(container);
    expect(screen.getByLabelText('New')).toHaveFocus();

    rerender(
      <form>
        <div role="alert">The e-mail could not be sent.</div>
        <input aria-label="Current" />
      </form>,
    );
    focusFirstInvalid(container);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
