import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAME_OR_EMAIL_HINT, SearchBox } from './search-box';

function Search() {
  const [text, setText] = useState('');
  return (
    <>
      <SearchBox
        id="people"
        label="Search staff"
        hint={NAME_OR_EMAIL_HINT}
        value={text}
        onChange={setText}
      />
      <p>Searching for “{text}”</p>
    </>
  );
}

describe('SearchBox', () => {
  it('is a labelled search landmark with its hint, and searches as the user types', async () => {
    const user = userEvent.setup();
    render(<Search />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Search staff' });
    expect(field).toHaveAccessibleDescription(NAME_OR_EMAIL_HINT);
    await user.type(field, 'rosa{Enter}');
    expect(screen.getByText('Searching for “rosa”')).toBeVisible();
    expect(field).toHaveValue('rosa');
  });
});
