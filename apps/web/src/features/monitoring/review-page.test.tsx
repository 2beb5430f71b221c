import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReviewResponse, ReviewSaveBody } from '@trellis/shared/review-meeting';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import { PLAN_ID, REVIEW_PATH, review } from '../../test/monitoring';
import { announced, ON_PAGE } from '../../test/announced';

const PAGE = `/students/${PLAN_ID}/review`;

/** The review's GET answers `current`; a PUT goes to `onSave`. */
function open(current: ReviewResponse, onSave?: (body: ReviewSaveBody) => Response) {
  stubApi({
    '/api/v1/me': signedIn,
    [REVIEW_PATH]: async (body) =>
      body === undefined || !onSave ? Response.json(current) : onSave(body as ReviewSaveBody),
  });
  return renderApp(PAGE);
}

/** The visible choices of a select. */
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The review as saved: each decision sent is stored by Rosa, the others stay as they were. */
function savedReview(body: ReviewSaveBody): ReviewResponse {
  const saved = review();
  return {
    ...saved,
    items: saved.items.map((item) => {
      const sent = body.decisions.find((decision) => decision.itemKey === item.key);
      if (!sent) return item;
      return {
        ...item,
        saved: {
          decision: sent.decision,
          note: sent.note ?? '',
          decidedBy: 'Rosa Diaz',
          decidedAt: '2026-11-25T10:00:00.000Z',
        },
      };
    }),
  };
}

/** The row of one item, found by its row header. */
const row = (key: string) =>
  within(
    screen.getByRole('rowheader', { name: new RegExp(`^${key} `) }).closest('tr') as HTMLElement,
  );

describe('the review page', () => {
  it('shows the plan, each item’s figures and the suggestion with its reason', async () => {
    open(review());
    expect(await screen.findByRole('heading', { level: 1, name: 'Review: J.T.' })).toBeVisible();
    expect(screen.getByText('Review date').nextElementSibling).toHaveTextContent('Dec 10, 2026');
    expect(screen.getByText('Case manager').nextElementSibling).toHaveTextContent('Rosa Diaz');
    expect(screen.getByText('Plan type').nextElementSibling).toHaveTextContent('IEP');
    expect(screen.getByText('The log covers').nextElementSibling).toHaveTextContent(
      'Sep 7, 2026 to Nov 25, 2026',
    );
    const table = screen.getByRole('table', { name: /^Each accommodation/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Accommodation', 'Provided by', 'From the log', 'Suggestion', 'Decision']);

    const l1 = row('L1');
    expect(l1.getByText('J.T. will be provided text-to-speech.')).toBeVisible();
    expect(l1.getByText(/^Ana Ruiz:/)).toHaveTextContent('Ana Ruiz: ✓ confirmed Nov 2, 2026');
    expect(l1.getByText(/^Ben Ode:/)).toHaveTextContent('Ben Ode: not confirmed');
    for (const figure of ['Provided 92 %', 'Used 30 %', 'Rated 2/5', '12 occasions logged']) {
      expect(l1.getByText(figure)).toBeVisible();
    }
    expect(l1.getByText(/^The student’s view/)).toHaveTextContent(
      'The student’s view: used 50 %, rated 3/5',
    );
    expect(l1.getByText(/consider adjusting/).closest('p')).toHaveTextContent(
      'Adjust: provided 92 % of logged days, used 30 %, rated 2/5: consider adjusting or removing',
    );
    // The decision is the team's: "Not decided" until they choose, the suggestion beside it.
    const l1Decision = l1.getByRole('combobox', { name: 'Decision for L1 Text-to-Speech' });
    expect(l1Decision).toHaveDisplayValue('Not decided');
    expect(optionsOf(l1Decision)).toEqual(['Not decided', 'Keep', 'Adjust', 'Fade', 'Remove']);
    expect(l1Decision).toHaveAccessibleDescription(
      'Adjust: provided 92 % of logged days, used 30 %, rated 2/5: consider adjusting or removing',
    );
    // A saved decision cannot be taken back to none (the server keeps it): no "Not decided".
    const a7Decision = row('A7').getByRole('combobox', {
      name: 'Decision for A7 Breaks During Tests',
    });
    expect(a7Decision).toHaveDisplayValue('Fade');
    expect(optionsOf(a7Decision)).toEqual(['Keep', 'Adjust', 'Fade', 'Remove']);
    expect(row('A7').getByRole('textbox', { name: 'Note for A7 Breaks During Tests' })).toHaveValue(
      'Fewer breaks after winter',
    );
    expect(row('A7').getByText('Saved by Rosa Diaz on Nov 20, 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/v1/plans/${PLAN_ID}/review/pdf`,
    );
  });

  it('sends only the decisions the team made or changed, never a suggestion', async () => {
    const user = userEvent.setup();
    const bodies: ReviewSaveBody[] = [];
    open(review(), (body) => {
      bodies.push(body);
      return Response.json(savedReview(body));
    });
    const decision = await screen.findByRole('combobox', {
      name: 'Decision for L1 Text-to-Speech',
    });
    await user.selectOptions(decision, 'Remove');
    await user.type(
      row('L1').getByRole('textbox', { name: 'Note for L1 Text-to-Speech' }),
      '  Rarely used  ',
    );
    await user.click(screen.getByRole('button', { name: 'Save decisions' }));

    expect(await screen.findByText('Your decisions are saved.', ON_PAGE)).toBeVisible();
    // Said once through the app's live region; the line shown is not a second region.
    expect(screen.getByText('Your decisions are saved.', ON_PAGE)).not.toHaveAttribute('role');
    await waitFor(() => expect(announced()).toBe('Your decisions are saved.'));
    // A7's saved decision did not change: it is not sent again.
    expect(bodies).toEqual([
      { decisions: [{ itemKey: 'L1', decision: 'remove', note: 'Rarely used' }] },
    ]);
    expect(row('L1').getByText('Saved by Rosa Diaz on Nov 25, 2026')).toBeVisible();
    expect(row('L1').getByRole('textbox', { name: 'Note for L1 Text-to-Speech' })).toHaveValue(
      'Rarely used',
    );
    // Saved now: L1 cannot go back to "Not decided".
    expect(
      optionsOf(row('L1').getByRole('combobox', { name: 'Decision for L1 Text-to-Speech' })),
    ).toEqual(['Keep', 'Adjust', 'Fade', 'Remove']);

    // A changed note of a saved decision is sent; the unchanged one is not.
    await user.type(
      row('A7').getByRole('textbox', { name: 'Note for A7 Breaks During Tests' }),
      ' in spring',
    );
    await user.click(screen.getByRole('button', { name: 'Save decisions' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({
      decisions: [{ itemKey: 'A7', decision: 'fade', note: 'Fewer breaks after winter in spring' }],
    });
  });

  it('sends nothing when nothing was decided, and asks a decision for a note', async () => {
    const user = userEvent.setup();
    const bodies: ReviewSaveBody[] = [];
    open(review(), (body) => {
      bodies.push(body);
      return Response.json(savedReview(body));
    });
    const save = await screen.findByRole('button', { name: 'Save decisions' });
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing to save yet: choose or change a decision first.',
    );
    expect(save).toHaveAccessibleDescription(
      'Nothing to save yet: choose or change a decision first.',
    );

    await user.type(
      row('L1').getByRole('textbox', { name: 'Note for L1 Text-to-Speech' }),
      'Ask the student',
    );
    await user.click(save);
    const decision = row('L1').getByRole('combobox', { name: 'Decision for L1 Text-to-Speech' });
    await waitFor(() => expect(decision).toHaveAttribute('aria-invalid', 'true'));
    expect(decision).toHaveAccessibleDescription(/^Choose a decision to save this note/);
    expect(decision).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('shows the server’s messages at their fields', async () => {
    const user = userEvent.setup();
    open(review(), () =>
      Response.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Some answers need another look.',
          // The one decision sent is A7's, the second row.
          issues: [{ path: 'decisions.0.note', message: 'Use at most 300 characters' }],
        },
        { status: 400 },
      ),
    );
    const note = await screen.findByRole('textbox', { name: 'Note for A7 Breaks During Tests' });
    await user.type(note, '!');
    await user.click(screen.getByRole('button', { name: 'Save decisions' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('Use at most 300 characters'));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(
      row('L1').getByRole('textbox', { name: 'Note for L1 Text-to-Speech' }),
    ).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The decisions could not be saved.Some answers need another look.',
    );
    expect(screen.queryByText('Your decisions are saved.')).not.toBeInTheDocument();
  });

  it('shows a viewer the decisions as text, with no form', async () => {
    open(review({ canDecide: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review: J.T.' })).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save decisions' })).not.toBeInTheDocument();
    expect(row('L1').getByText('Not decided yet.')).toBeVisible();
    expect(row('A7').getByText('Fade').closest('p')).toHaveTextContent(
      'Fade: Fewer breaks after winter',
    );
    // The suggestion is there for viewers too.
    expect(row('L1').getByText(/consider adjusting/)).toBeVisible();
    expect(screen.queryByText(/This plan is archived/)).not.toBeInTheDocument();
  });

  it('says why nothing can be decided on an archived plan', async () => {
    const archived = review();
    open({ ...archived, plan: { ...archived.plan, archived: true }, canDecide: false });
    expect(
      await screen.findByText(
        'This plan is archived: restore it to record the team’s decisions.',
        {},
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save decisions' })).not.toBeInTheDocument();
    expect(row('A7').getByText('Fade').closest('p')).toHaveTextContent(
      'Fade: Fewer breaks after winter',
    );
  });
});
