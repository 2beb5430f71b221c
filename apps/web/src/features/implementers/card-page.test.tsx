import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../test/render-app';
import { browserDayIs } from '../../test/clock';
import { CARD_PATH, TODAY, TOKEN, card, linkLog } from '../../test/link-log';

describe('the teacher card page', () => {
  browserDayIs(TODAY);

  it('shows the card without signing in and confirms reading it once', async () => {
    const user = userEvent.setup();
    let acknowledged = 0;
    const calls = stubApi({
      '/api/v1/me': signedOut,
      [CARD_PATH]: card(),
      [`${CARD_PATH}/log`]: linkLog(),
      [`${CARD_PATH}/acknowledge`]: async () => {
        acknowledged += 1;
        return Response.json({ acknowledgedAt: '2026-11-25T15:00:00.000Z' });
      },
    });
    renderApp(`/card/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accommodations for J.T.' }),
    ).toBeVisible();
    expect(screen.getByText('For Ana Ruiz, Period 3 Biology')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'L1 Text-to-Speech' })).toBeVisible();
    expect(
      screen.getByText('During biology, J.T. will be provided text-to-speech software.').tagName,
    ).toBe('STRONG');
    expect(screen.getByText('Applies to: Instruction, classroom tests')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How to provide it' })).toBeVisible();
    expect(screen.getByText('listen').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 3, name: 'What to watch for' })).toBeVisible();
    expect(
      screen.getByText('Headphones that do not work; the student turning the voice off in class.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the card (PDF)' })).toHaveAttribute(
      'href',
      `${CARD_PATH}/pdf`,
    );
    expect(screen.getByRole('link', { name: 'rosa@example.org' })).toHaveAttribute(
      'href',
      'mailto:rosa@example.org',
    );
    // Nothing of the signed-in app: no site navigation, no plan calls.
    expect(screen.queryByRole('link', { name: 'My Students' })).not.toBeInTheDocument();

    // The items stay a list once their markers are gone.
    const cardItems = screen
      .getAllByRole('list')
      .find((list) => within(list).queryByRole('heading', { level: 2 }));
    expect(cardItems).toHaveAttribute('role', 'list');
    // The log follows the card.
    expect(await screen.findByRole('heading', { level: 2, name: 'Log this week' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'I have read this card' }));
    const thanks = await screen.findByText('Thank you — you confirmed on Nov 25, 2026.');
    await waitFor(() => expect(thanks).toHaveFocus());
    // Taking focus says it; a live region around it would say it a second time.
    expect(thanks.closest('[aria-live]')).toBeNull();
    expect(thanks.closest('[role="status"], [role="alert"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have read this card' })).not.toBeInTheDocument();
    expect(acknowledged).toBe(1);
    expect(calls.filter((path) => path.startsWith('/api/v1/plans'))).toEqual([]);
  });

  it('fetches the card PDF on a click, and says so on the page when it cannot be made', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    URL.createObjectURL = saved;
    const calls = stubApi({
      '/api/v1/me': signedOut,
      [CARD_PATH]: card(),
      [`${CARD_PATH}/log`]: linkLog(),
      [`${CARD_PATH}/pdf`]: async () =>
        Response.json(
          { code: 'NOT_FOUND', message: 'This link has expired or was withdrawn.' },
          { status: 404 },
        ),
    });
    renderApp(`/card/${TOKEN}`);
    await user.click(await screen.findByRole('link', { name: 'Download the card (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be made. This link has expired or was withdrawn.',
    );
    expect(calls.filter((path) => path === `${CARD_PATH}/pdf`)).toHaveLength(1);
    // The error answer is never saved as if it were the card.
    expect(saved).not.toHaveBeenCalled();
  });

  it('leaves out "How to provide it" when an item has nothing to say there', async () => {
    const [item] = card().items;
    if (!item) throw new Error('the card has an item');
    stubApi({
      '/api/v1/me': signedOut,
      [CARD_PATH]: card({ items: [{ ...item, howTo: '  ', watchFor: '' }] }),
      [`${CARD_PATH}/log`]: linkLog(),
    });
    renderApp(`/card/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'L1 Text-to-Speech' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'How to provide it' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What to watch for' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the card (PDF)' })).toBeVisible();
  });

  it('says at once when the card was already confirmed', async () => {
    stubApi({
      '/api/v1/me': signedOut,
      [CARD_PATH]: card({ acknowledgedAt: '2026-11-20T15:00:00.000Z' }),
      [`${CARD_PATH}/log`]: linkLog(),
    });
    renderApp(`/card/${TOKEN}`);
    expect(await screen.findByText('Thank you — you confirmed on Nov 20, 2026.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I have read this card' })).not.toBeInTheDocument();
  });

  it('says there is nothing to confirm once none of the items are in the plan', async () => {
    stubApi({
      '/api/v1/me': signedOut,
      [CARD_PATH]: card({ items: [] }),
      [`${CARD_PATH}/log`]: linkLog({ items: [] }),
    });
    renderApp(`/card/${TOKEN}`);
    expect(
      await screen.findByText(
        'None of your accommodations for this student are in the plan now; there is nothing to confirm.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download the card (PDF)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have read this card' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'None of your accommodations for this student are in the plan now; there is nothing to log.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the link no longer works', async () => {
    stubApi({
      '/api/v1/me': signedOut,
      [CARD_PATH]: async () =>
        Response.json(
          { code: 'NOT_FOUND', message: 'This link has expired or was withdrawn.' },
          { status: 404 },
        ),
    });
    renderApp(`/card/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was withdrawn.');
  });

  it('does not ask the server about a link cut short', async () => {
    const calls = stubApi({ '/api/v1/me': signedOut });
    renderApp('/card/too-short');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    await waitFor(() => expect(calls).toContain('/api/v1/me'));
    expect(calls.some((path) => path.startsWith('/api/v1/cards'))).toBe(false);
  });
});
