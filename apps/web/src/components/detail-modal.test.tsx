import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
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
        condition: 'math items only',
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
  stubApi({ [accommodationPath('A2')]: A2, [accommodationPath('L1')]: L1 });
});

describe('the accommodation modal’s State tests section', () => {
  it('shows the CCSSO class, each program’s word with its source, versions and same-job entries', async () => {
    renderModal();
    act(() => useDetailModalStore.getState().showAccommodation('A2'));
    const dialog = await screen.findByRole('dialog', { name: 'A2 · Text-to-Speech on Tests' });
    const section = within(dialog).getByRole('region', { name: 'State tests' });
    expect(section).toHaveTextContent('CCSSO class: Presentation');
    expect(section).toHaveTextContent('Smarter Balanced: Designated support — math items only');
    expect(section).toHaveTextContent("State X Test: Check your state's manual.");
    // jsdom's accessible name drops the space before the hidden words.
    const source = within(section).getByRole('link', {
      name: /^Smarter Balanced guidelines ?\(opens in a new tab\)$/,
    });
    expect(source).toHaveAttribute('href', 'https://example.org/uaag');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(section).toHaveTextContent('Teach with: L1 Text-to-Speech');
    expect(section).toHaveTextContent(
      'Does the same job as:A9 Human Reader — Both read the test aloud: choose one.',
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
    // No program speaks of it: the team checks the state's manual.
    const section = within(l1).getByRole('region', { name: 'State tests' });
    expect(section).toHaveTextContent("Check your state's manual.");
    expect(section).toHaveTextContent('Test with: A2 Text-to-Speech on Tests');
  });
});
