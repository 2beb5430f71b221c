import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LogEntry, LogItem, LogSaveBody } from '@trellis/shared/delivery-log';
import { ApiRequestError } from '../../lib/api-client';
import { LogForm, type LogFormProps, readerToday } from './log-form';
import { announced } from '../../test/announced';
import { browserDayIs } from '../../test/clock';
import { logEntry } from '../../test/log-entries';

const TODAY = '2026-11-24'; // a Tuesday

const items: LogItem[] = [
  { key: 'L1', title: 'Text-to-Speech', statement: 'J.T. will be provided text-to-speech.' },
  { key: 'A28', title: 'Extended Time on Tests', statement: 'J.T. will have 1.5× time.' },
  { key: 'B3', title: 'Movement Breaks', statement: 'J.T. may take a short break.' },
];

const entry = (change: Partial<LogEntry>) =>
  logEntry({ startsOn: TODAY, updatedAt: '2026-11-24T15:00:00.000Z', ...change });

/** The form in a phone-wide box, with `onSave` recording each body. */
function renderForm(change: Partial<LogFormProps> = {}) {
  const onSave = vi.fn<(body: LogSaveBody) => Promise<unknown>>(async () => ({ entries: [] }));
  const user = userEvent.setup();
  const view = render(
    <div style={{ width: 360 }}>
      <LogForm items={items} entries={[]} today={TODAY} onSave={onSave} {...change} />
    </div>,
  );
  return { onSave, user, ...view };
}

/** "L1 Text-to-Speech": how each item is named, and what its questions' names end with. */
const itemName = (key: string) => {
  const item = items.find((one) => one.key === key);
  if (!item) throw new Error(`no item ${key}`);
  return `${item.key} ${item.title}`;
};
/** One item's card: a group named by its heading. */
const card = (key: string) => within(screen.getByRole('group', { name: itemName(key) }));
/** One question of an item, named with the item ("Provided? for L1 Text-to-Speech"). */
const group = (key: string, legend: string) =>
  within(card(key).getByRole('radiogroup', { name: `${legend} for ${itemName(key)}` }));

describe('the delivery log form', () => {
  browserDayIs(TODAY);

  it('keeps one column of labelled native controls on a narrow screen and sends what was answered', async () => {
    const { onSave, user, container } = renderForm();
    const list = container.querySelector('.log-form-items');
    expect(list).toHaveClass('d-flex', 'flex-column');
    expect(list).not.toHaveClass('row');
    // Every control is a native input with a name, reachable by its role.
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.tagName).toBe('INPUT');
      expect(radio).toHaveAccessibleName();
    }
    expect(screen.getAllByRole('radio')).toHaveLength(2 + 3 * (3 + 2 + 5));
    expect(screen.getByLabelText('Day')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Day')).toHaveAttribute('max', TODAY);
    expect(
      group('L1', 'How well did it work?').getByRole('radio', { name: '1 Not at all' }),
    ).toBeInTheDocument();
    expect(
      group('L1', 'How well did it work?').getByRole('radio', { name: '5 Very well' }),
    ).toBeInTheDocument();

    await user.click(group('L1', 'Provided?').getByRole('radio', { name: 'Fully' }));
    await user.click(group('L1', 'Did the student use it?').getByRole('radio', { name: 'Yes' }));
    await user.click(group('L1', 'How well did it work?').getByRole('radio', { name: '4' }));
    await user.click(group('B3', 'Provided?').getByRole('radio', { name: 'Partly' }));
    await user.type(
      card('B3').getByRole('textbox', { name: 'Reason for B3 Movement Breaks' }),
      'Field trip',
    );
    await user.click(card('B3').getByRole('button', { name: 'Add a note for B3 Movement Breaks' }));
    await user.type(
      card('B3').getByRole('textbox', { name: 'Note for B3 Movement Breaks' }),
      'Took one break.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      period: 'day',
      startsOn: TODAY,
      as: 'me',
      entries: [
        { itemKey: 'L1', provided: 'full', reason: '', used: 'yes', rating: 4, note: '' },
        {
          itemKey: 'B3',
          provided: 'partly',
          reason: 'Field trip',
          used: null,
          rating: null,
          note: 'Took one break.',
        },
      ],
    });
    // Shown under the button and said through the app's one live region, not a second one.
    const saved = await screen.findByText('Saved for Tuesday, Nov 24.');
    expect(saved.closest('[role="status"], [aria-live]')).toBeNull();
    await waitFor(() => expect(announced()).toBe('Saved for Tuesday, Nov 24.'));
  });

  it('names each item’s card and questions after the item, and clears an item’s answers', async () => {
    const { onSave, user } = renderForm();
    const l1 = screen.getByRole('group', { name: 'L1 Text-to-Speech' });
    expect(l1).toHaveClass('card');
    for (const question of ['Provided?', 'Did the student use it?', 'How well did it work?']) {
      expect(group('L1', question).getAllByRole('radio').length).toBeGreaterThan(1);
    }
    await user.click(group('L1', 'Provided?').getByRole('radio', { name: 'Partly' }));
    expect(
      card('L1').getByRole('textbox', { name: 'Reason for L1 Text-to-Speech' }),
    ).toBeInTheDocument();
    await user.click(card('L1').getByRole('button', { name: 'Add a note for L1 Text-to-Speech' }));
    await user.type(card('L1').getByRole('textbox', { name: 'Note for L1 Text-to-Speech' }), 'Hm');
    await user.click(group('L1', 'How well did it work?').getByRole('radio', { name: '2' }));
    await user.click(group('A28', 'Provided?').getByRole('radio', { name: 'Fully' }));

    const clear = card('L1').getByRole('button', { name: 'Clear answers for L1 Text-to-Speech' });
    await user.click(clear);
    for (const radio of card('L1').getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(card('L1').queryByRole('textbox', { name: /^Reason/ })).toBeNull();
    expect(card('L1').getByRole('textbox', { name: 'Note for L1 Text-to-Speech' })).toHaveValue('');
    expect(clear).toHaveFocus();
    // The other items keep their answers, and only they are sent.
    expect(group('A28', 'Provided?').getByRole('radio', { name: 'Fully' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].entries).toEqual([
      { itemKey: 'A28', provided: 'full', reason: '', used: null, rating: null, note: '' },
    ]);
  });

  it('asks for a reason at the item when it was not provided, and sends nothing', async () => {
    const { onSave, user } = renderForm();
    await user.click(group('A28', 'Provided?').getByRole('radio', { name: 'Not provided' }));
    // Not provided asks nothing about use or how well it worked.
    expect(card('A28').queryByRole('radiogroup', { name: /^Did the student use it/ })).toBeNull();
    const reason = card('A28').getByRole('textbox', { name: /^Reason/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await card('A28').findByText('Say why it was not provided')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Say why it was not provided');
    expect(reason).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says that at least one answer is needed', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Answer for at least one accommodation before saving.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the Monday of the week chosen and shows what was logged for it', async () => {
    const entries = [
      entry({ period: 'week', startsOn: '2026-11-16', itemKey: 'A28', provided: 'partly' }),
      entry({ period: 'week', startsOn: '2026-11-16', itemKey: 'A28', role: 'student' }),
    ];
    const { onSave, user } = renderForm({ entries });
    await user.click(screen.getByRole('radio', { name: 'One week' }));
    const week = screen.getByRole('combobox', { name: 'Week' });
    expect(
      within(week)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Week of Nov 23, 2026',
      'Week of Nov 16, 2026',
      'Week of Nov 9, 2026',
      'Week of Nov 2, 2026',
      'Week of Oct 26, 2026',
      'Week of Oct 19, 2026',
      'Week of Oct 12, 2026',
      'Week of Oct 5, 2026',
    ]);
    await user.selectOptions(week, 'Week of Nov 16, 2026');
    // The implementer's own answer for that week, not the student's view.
    expect(group('A28', 'Provided?').getByRole('radio', { name: 'Partly' })).toBeChecked();
    expect(group('A28', 'How well did it work?').getByRole('radio', { name: '4' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      period: 'week',
      startsOn: '2026-11-16',
      entries: [{ itemKey: 'A28', provided: 'partly', used: 'yes', rating: 4 }],
    });
    expect(await screen.findByText('Saved for the week of Nov 16, 2026.')).toBeVisible();
  });

  it('shows the server’s field errors at the fields they name', async () => {
    const { onSave, user } = renderForm();
    onSave.mockRejectedValueOnce(
      new ApiRequestError(400, 'VALIDATION_FAILED', 'Some answers need a look.', [
        // The second entry sent is the third item's.
        { path: 'entries.1.note', message: 'Remove the control characters' },
        { path: 'entries.0.provided', message: 'This accommodation is not on your card' },
      ]),
    );
    await user.click(group('L1', 'Provided?').getByRole('radio', { name: 'Fully' }));
    await user.click(group('B3', 'Provided?').getByRole('radio', { name: 'Fully' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const note = await card('B3').findByRole('textbox', { name: /^Note/ });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('Remove the control characters');
    const provided = card('L1').getByRole('radiogroup', { name: /^Provided\?/ });
    expect(provided).toHaveAttribute('aria-invalid', 'true');
    const fully = within(provided).getByRole('radio', { name: 'Fully' });
    expect(fully).toHaveAccessibleDescription('This accommodation is not on your card');
    // The first field found wrong, in the form's order, takes focus.
    await waitFor(() => expect(fully).toHaveFocus());
    expect(card('L1').queryByText('Remove the control characters')).toBeNull();
    expect(card('B3').getByRole('radiogroup', { name: /^Provided\?/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    // Every issue found its field: no alert repeats them.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure the server gave no field for above the button', async () => {
    const { onSave, user } = renderForm();
    onSave.mockRejectedValueOnce(
      new ApiRequestError(404, 'NOT_FOUND', 'This link has expired or was withdrawn.'),
    );
    await user.click(group('L1', 'Provided?').getByRole('radio', { name: 'Fully' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answers could not be saved.This link has expired or was withdrawn.',
    );
    expect(screen.queryByText(/^Saved for/)).toBeNull();
    expect(announced()).toBe('');
  });

  it('records the student’s own view as the student, with nothing about providing it', async () => {
    const { onSave, user } = renderForm({ studentView: true, heading: 'The student’s view' });
    expect(screen.getByRole('heading', { level: 2, name: 'The student’s view' })).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: /^Provided\?/ })).toBeNull();
    await user.click(group('A28', 'Did the student use it?').getByRole('radio', { name: 'No' }));
    await user.click(
      group('A28', 'How well did it work?').getByRole('radio', { name: '1 Not at all' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      period: 'day',
      startsOn: TODAY,
      as: 'student',
      entries: [{ itemKey: 'A28', provided: null, reason: '', used: 'no', rating: 1, note: '' }],
    });
  });

  it('refuses a day ahead of today', async () => {
    const { onSave, user } = renderForm();
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2026-11-25');
    await user.click(group('L1', 'Provided?').getByRole('radio', { name: 'Fully' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose today or an earlier day')).toBeVisible();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('readerToday', () => {
  it('is the reader’s day when it is within one day of the server’s, else the server’s', () => {
    // East of Greenwich in the morning: a day ahead of UTC.
    expect(readerToday('2026-11-24', new Date(2026, 10, 25, 8))).toBe('2026-11-25');
    expect(readerToday('2026-11-24', new Date(2026, 10, 24, 8))).toBe('2026-11-24');
    // A Pacific teacher at 6 pm: UTC is already the next day.
    expect(readerToday('2026-11-24', new Date(2026, 10, 23, 18))).toBe('2026-11-23');
    // A browser clock far off is not believed.
    expect(readerToday('2026-11-24', new Date(2026, 10, 27, 8))).toBe('2026-11-24');
    expect(readerToday('2026-11-24', new Date(2026, 10, 21, 8))).toBe('2026-11-24');
  });

  it('sets the default day, the latest day and the weeks from the reader’s day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 22, 18) }); // Sunday evening
    try {
      const { onSave, user } = renderForm({ today: '2026-11-23' }); // Monday in UTC
      const day = screen.getByLabelText('Day');
      expect(day).toHaveValue('2026-11-22');
      expect(day).toHaveAttribute('max', '2026-11-22');
      await user.click(screen.getByRole('radio', { name: 'One week' }));
      const week = screen.getByRole('combobox', { name: 'Week' });
      expect(week).toHaveDisplayValue('Week of Nov 16, 2026');
      expect(within(week).getAllByRole('option')[0]).toHaveTextContent('Week of Nov 16, 2026');
      await user.click(group('L1', 'Provided?').getByRole('radio', { name: 'Fully' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave.mock.calls[0]?.[0]).toMatchObject({ period: 'week', startsOn: '2026-11-16' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the earliest day from the server’s date, as the server does', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 22, 18) }); // Sunday evening
    try {
      const { onSave, user } = renderForm({ today: '2026-11-23' }); // Monday in UTC
      const day = screen.getByLabelText('Day');
      // 120 days before the server's Monday, not before the reader's Sunday.
      expect(day).toHaveAttribute('min', '2026-07-26');
      await user.clear(day);
      await user.type(day, '2026-07-25');
      await user.click(group('L1', 'Provided?').getByRole('radio', { name: 'Fully' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Choose a day in the last 120 days')).toBeVisible();
      expect(onSave).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
