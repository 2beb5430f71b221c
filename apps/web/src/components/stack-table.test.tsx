import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';
import { StackCell, StackRow, StackRowHeader, StackTable } from './stack-table';

describe('StackTable', () => {
  it('keeps explicit table roles and labels each value cell for its stacked form', () => {
    render(
      <StackTable caption="Staff" columns={['Name', { label: 'Plans', className: 'text-md-end' }]}>
        <StackRow>
          <StackRowHeader>Ben Ode</StackRowHeader>
          <StackCell label="Plans">3</StackCell>
          <StackCell>
            <button type="button">Edit</button>
          </StackCell>
        </StackRow>
      </StackTable>,
    );
    const table = screen.getByRole('table', { name: 'Staff' });
    expect(table).toHaveAttribute('role', 'table');
    expect(table).toHaveClass('table-stack');
    expect(table.parentElement).toHaveClass('table-stack-frame');
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: 'Plans' })).toHaveClass('text-md-end');
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveAttribute('role', 'row');
    expect(within(table).getByRole('rowheader', { name: 'Ben Ode' })).toHaveAttribute(
      'role',
      'rowheader',
    );
    const [plans, actions] = within(table).getAllByRole('cell');
    expect(plans).toHaveAttribute('role', 'cell');
    expect(plans).toHaveAttribute('data-label', 'Plans');
    // A row's buttons name themselves: no label before them.
    expect(actions).not.toHaveAttribute('data-label');
  });
});

describe('EmailAddress', () => {
  it('may break before the "@" and each dot, and reads as the whole address', () => {
    const { container } = render(
      <p>
        <EmailAddress address="ben.ode@cedar-valley.example.org" />
      </p>,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent(/^ben\.ode@cedar-valley\.example\.org$/);
    expect(paragraph?.innerHTML).toBe('ben<wbr>.ode<wbr>@cedar-valley<wbr>.example<wbr>.org');
  });
});
