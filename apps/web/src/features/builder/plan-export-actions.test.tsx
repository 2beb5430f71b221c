import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  A7,
  A7_DEFAULT_STATEMENT,
  accommodationPath,
  entryAnswers,
  L1,
  L1_DEFAULT_STATEMENT,
} from '../../test/accommodations';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { clearSyncMeta, stopBuilderSync } from '../../stores/builder-sync';
import { useCartStore } from '../../stores/cart-store';
import { announced, ON_PAGE } from '../../test/announced';

configure({ asyncUtilTimeout: 5000 });

const GROUPED_TEXT = [
  'Instructional accommodations',
  L1_DEFAULT_STATEMENT,
  '',
  'Testing accommodations',
  A7_DEFAULT_STATEMENT,
].join('\n');

const L1_DETAILS = { ...L1.statement, setting: 'math', statement: null };

beforeEach(() => {
  stopBuilderSync();
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
  clearSyncMeta();
});
afterEach(() => {
  stopBuilderSync();
  vi.restoreAllMocks();
});

function itemOf(key: string): HTMLElement {
  const item = screen.getByRole('button', { name: `Remove ${key} from plan` }).closest('li');
  if (!item) throw new Error(`no item ${key}`);
  return item;
}

function planWithTwoItems(extra: Parameters<typeof stubApi>[0] = {}) {
  stubApi({ '/api/v1/me': signedIn, ...entryAnswers, ...extra });
  useCartStore.getState().add({ key: 'L1', title: L1.title });
  useCartStore.getState().add({ key: 'A7', title: A7.title });
  renderApp('/plan');
}

describe('Copy All Statements', () => {
  it('puts the grouped statements on the clipboard and says what was copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    planWithTwoItems();
    await user.click(await screen.findByRole('button', { name: 'Copy All Statements' }));
    expect(writeText).toHaveBeenCalledWith(GROUPED_TEXT);
    expect(
      await screen.findByText('Statements copied: 2 statements in 2 groups', ON_PAGE),
    ).toBeInTheDocument();
    await waitFor(() => expect(announced()).toBe('Statements copied: 2 statements in 2 groups'));
  });

  it('copies the team’s details, moving an item used on tests only to its group', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    planWithTwoItems();
    useCartStore.getState().setDetails('L1', { ...L1_DETAILS, appliesTo: ['classroom-tests'] });
    await user.click(await screen.findByRole('button', { name: 'Copy All Statements' }));
    expect(writeText).toHaveBeenCalledWith(
      [
        'Testing accommodations',
        'During math, for reading passages, the student will be provided text-to-speech software, by the classroom teacher.',
        A7_DEFAULT_STATEMENT,
      ].join('\n'),
    );
    expect(
      await screen.findByText('Statements copied: 2 statements in 1 group', ON_PAGE),
    ).toBeInTheDocument();
  });

  it('shows the text to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    planWithTwoItems();
    const button = await screen.findByRole('button', { name: 'Copy All Statements' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Copy the statements' });
    const area = within(dialog).getByLabelText('Statements');
    expect(area).toHaveValue(GROUPED_TEXT);
    expect(area).toHaveAttribute('readonly');
    expect(area).toHaveAccessibleDescription(
      expect.stringContaining('Press Ctrl+C (Cmd+C on a Mac) to copy'),
    );
    await waitFor(() => expect(area).toHaveFocus());
    const textArea = area as HTMLTextAreaElement;
    expect([textArea.selectionStart, textArea.selectionEnd]).toEqual([0, GROUPED_TEXT.length]);
    expect(screen.queryByText(/^Statements copied/)).not.toBeInTheDocument();
    // The footer's Close (the header's × has the same name).
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('holds its place, disabled and saying so, until every entry has loaded', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    let answer: (response: Response) => void = () => {};
    planWithTwoItems({
      [accommodationPath('A7')]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const button = await screen.findByRole('button', { name: 'Loading statements…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still reachable from the keyboard, and nothing is copied yet.
    button.focus();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Copy All Statements' })).not.toBeInTheDocument();
    answer(Response.json(A7));
    // The same button, so the focus stays on it.
    await waitFor(() => expect(button).toHaveAccessibleName('Copy All Statements'));
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it('leaves out an item no longer in the library and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    planWithTwoItems({
      [accommodationPath('A7')]: async () =>
        Response.json({ code: 'NOT_FOUND', message: 'No such accommodation.' }, { status: 404 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Copy All Statements' }));
    expect(writeText).toHaveBeenCalledWith(
      ['Instructional accommodations', L1_DEFAULT_STATEMENT].join('\n'),
    );
    expect(
      await screen.findByText(
        'Statements copied: 1 statement in 1 group. 1 item no longer in the library was left out.',
        ON_PAGE,
      ),
    ).toBeInTheDocument();
  });

  it('is not offered while an entry cannot be reached', async () => {
    planWithTwoItems({
      [accommodationPath('A7')]: async () =>
        Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
    });
    await screen.findByRole('button', { name: 'Remove A7 from plan' });
    expect(
      await within(itemOf('A7')).findByText(
        'The statement could not be loaded. Please try again later.',
        {},
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Statements/ })).not.toBeInTheDocument();
  });
});

describe('Download CSV and Download JSON', () => {
  it('posts the plan with the items’ details and saves the file under the server’s name', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:plan');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    planWithTwoItems({
      '/api/v1/plan/export/csv': async (body) => {
        sent.push(body);
        return new Response('key,title\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="trellis-plan.csv"',
          },
        });
      },
    });
    useCartStore.getState().setDetails('L1', L1_DETAILS);
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['trellis-plan.csv']));
    expect(sent).toEqual([
      expect.objectContaining({ plan: ['L1', 'A7'], details: { L1: L1_DETAILS } }),
    ]);
  });

  it('says so when the file cannot be made', async () => {
    const user = userEvent.setup();
    planWithTwoItems({
      '/api/v1/plan/export/json': async () =>
        new Response(JSON.stringify({ code: 'INTERNAL_ERROR', message: 'x' }), { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download JSON' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be made. Please try again.',
    );
  });
});

describe('the printable plan', () => {
  it('shows each item’s statement and where it applies, with the entry’s text', async () => {
    const user = userEvent.setup();
    planWithTwoItems();
    useCartStore.getState().setDetails('L1', L1_DETAILS);
    await user.click(await screen.findByRole('button', { name: 'View Trellis Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trellis Accommodation Plan' });
    const l1 = await within(dialog).findByRole('heading', { name: 'L1 · Text-to-Speech' });
    const article = l1.closest('article');
    if (!article) throw new Error('no article');
    expect(article).toHaveTextContent(
      'During math, for reading passages, the student will be provided text-to-speech software, by the classroom teacher.',
    );
    expect(article).toHaveTextContent('Applies to: Instruction and classroom tests');
    expect(article).toHaveTextContent('What Text-to-Speech is.');
    expect(within(article.parentElement ?? dialog).getAllByText(A7_DEFAULT_STATEMENT)).toHaveLength(
      2,
    );
  });

  it('lists the statements grouped as a team enters them, as the plan PDF does', async () => {
    const user = userEvent.setup();
    planWithTwoItems();
    await user.click(await screen.findByRole('button', { name: 'View Trellis Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trellis Accommodation Plan' });
    const section = (
      await within(dialog).findByRole('heading', { name: 'IEP Statements' })
    ).closest('section');
    if (!section) throw new Error('no statements section');
    const headings = within(section)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Instructional accommodations', 'Testing accommodations']);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`L1 ${L1_DEFAULT_STATEMENT}`, `A7 ${A7_DEFAULT_STATEMENT}`]);
  });
});
