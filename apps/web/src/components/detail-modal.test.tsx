import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { useDetailModalStore } from '../stores/detail-modal-store';
import { accommodationEntry, accommodationPath } from '../test/accommodations';
import { stubApi } from '../test/render-app';
import { DetailModal } from './detail-modal';

const A2 = accommodationEntry({
  key: 'A2',
  title: 'Text-to-Speech on Tests',
  testClass: 'presentation',
  crosswalk: {
    testClass: 'presentation',
    testVersions: [],
    classroomVersions: [{ key: 'L1', title: 'Text-to-Speech' }],
    sameJob: [{ key: 'A9', title: 'Human Reader', note: 'Both read the test aloud: choose one.' }],
    tests: [
      {
        viaKey: null,
        programId: 'smarter-balanced',
        programName: 'Smarter Balanced',
        status: 'designated-support',
        condition: 'Math items only.',
        source: { title: 'Smarter Balanced guidelines', url: 'https://example.org/uaag' },
      },
      {
        viaKey: null,
        programId: 'state-x',
        programName: 'State X Test',
        status: null,
        condition: null,
        source: null,
      },
    ],
  },
});

const L1 = accommodationEntry({
  key: 'L1',
  title: 'Text-to-Speech',
  crosswalk: {
    testClass: 'presentation',
    testVersions: [{ key: 'A2', title: 'Text-to-Speech on Tests' }],
    classroomVersions: [],
    sameJob: [],
    tests: [
      {
        viaKey: 'A2',
        programId: 'smarter-balanced',
        programName: 'Smarter Balanced',
        status: null,
        condition: null,
        source: null,
      },
    ],
  },
});

/** A classroom entry with no test version, which does the same job as A9. */
const B4 = accommodationEntry({
  key: 'B4',
  title: 'Reading Buddy',
  crosswalk: {
    testClass: null,
    testVersions: [],
    classroomVersions: [],
    sameJob: [{ key: 'A2', title: 'Text-to-Speech on Tests', note: 'Both read aloud.' }],
    tests: [],
  },
});

function renderModal() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DetailModal />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useDetailModalStore.getState().reset();
  stubApi({
    [accommodationPath('A2')]: A2,
    [accommodationPath('L1')]: L1,
    [accommodationPath('B4')]: B4,
  });
});

describe('the accommodation modal’s State tests section', () => {
  it('shows the CCSSO class, each program’s word with its source, versions and same-job entries', async () => {
    renderModal();
    act(() => useDetailModalStore.getState().showAccommodation('A2'));
    const dialog = await screen.findByRole('dialog', { name: 'A2 · Text-to-Speech on Tests' });
    const section = within(dialog).getByRole('region', { name: 'State tests' });
    expect(section).toHaveTextContent('CCSSO class: Presentation');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Smarter Balanced: Designated support. Math items only. (source: Smarter Balanced guidelines (opens in a new tab))',
      "State X Test: check your state's manual",
    ]);
    // jsdom's accessible name drops the space before the hidden words.
    const source = within(section).getByRole('link', {
      name: /^Smarter Balanced guidelines ?\(opens in a new tab\)$/,
    });
    expect(source).toHaveAttribute('href', 'https://example.org/uaag');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(section).toHaveTextContent('Teach with: L1 Text-to-Speech');
    expect(within(dialog).getByRole('region', { name: 'Does the same job as' })).toHaveTextContent(
      'A9 Human Reader — Both read the test aloud: choose one.',
    );
  });

  it('opens a linked entry in the same modal, read-only when the first one was', async () => {
    const user = userEvent.setup();
    renderModal();
    act(() => useDetailModalStore.getState().showAccommodation('A2', { readOnly: true }));
    const dialog = await screen.findByRole('dialog', { name: 'A2 · Text-to-Speech on Tests' });
    await user.click(within(dialog).getByRole('button', { name: 'L1 Text-to-Speech' }));
    const l1 = await screen.findByRole('dialog', { name: 'L1 · Text-to-Speech' });
    expect(useDetailModalStore.getState().content).toMatchObject({
      accommodationKey: 'L1',
      readOnly: true,
    });
    // The link left with A2: the new entry's title has the focus, never the page's body.
    await waitFor(() => expect(within(l1).getByRole('heading', { level: 2 })).toHaveFocus());
    // No program speaks of its test version: the team checks the state's manual.
    const section = within(l1).getByRole('region', { name: 'State tests' });
    expect(section).toHaveTextContent("Smarter Balanced (as A2): check your state's manual");
    expect(section).toHaveTextContent('Test with: A2 Text-to-Speech on Tests');
    // And back: a link to the entry the modal opened with moves the focus as well.
    await user.click(within(section).getByRole('button', { name: 'A2 Text-to-Speech on Tests' }));
    const a2 = await screen.findByRole('dialog', { name: 'A2 · Text-to-Speech on Tests' });
    await waitFor(() => expect(within(a2).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('has no State tests section for a classroom entry with no test version', async () => {
    const user = userEvent.setup();
    renderModal();
    act(() => useDetailModalStore.getState().showAccommodation('B4'));
    const dialog = await screen.findByRole('dialog', { name: 'B4 · Reading Buddy' });
    expect(within(dialog).queryByRole('region', { name: 'State tests' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/state's manual/i);
    const sameJob = within(dialog).getByRole('region', { name: 'Does the same job as' });
    await user.click(within(sameJob).getByRole('button', { name: 'A2 Text-to-Speech on Tests' }));
    const a2 = await screen.findByRole('dialog', { name: 'A2 · Text-to-Speech on Tests' });
    await waitFor(() => expect(within(a2).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });
});
