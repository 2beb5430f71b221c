import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EstimateRow } from '@trellis/shared/operator-console';
import { renderApp } from '../../test/render-app';
import { addYears, dayBefore, licenceText, utcCalendarDay } from './licence-dates';
import {
  callsTo,
  cedarRequest,
  errorAnswer,
  mapleGrove,
  pineRequest,
  stubOperatorApi,
} from './operator-test-data';
import { announced, ON_PAGE } from '../../test/announced';

const statusPath = `/operator/estimates/${pineRequest.id}/status`;
const districtPath = `/operator/estimates/${pineRequest.id}/district`;

/** `GET /operator/estimates` answering whatever `list` holds at the time. */
const listAnswer = (list: { current: EstimateRow[] }) => () =>
  Response.json({ requests: list.current });

async function openPage() {
  renderApp('/operator/estimates');
  return screen.findByRole('table', { name: 'Estimate requests, newest first' });
}

function rowOf(school: string) {
  const row = screen.getByRole('rowheader', { name: school }).closest('tr');
  if (!row) throw new Error(`no row for ${school}`);
  return row;
}

/** The status select of a request and the button that saves it. */
function statusControls(school: string) {
  return {
    select: screen.getByRole('combobox', { name: `Status of the request from ${school}` }),
    save: screen.getByRole('button', { name: `Save the status of the request from ${school}` }),
  };
}

describe('Operator console: estimate requests', () => {
  it('lists the requests with contact, place, students and estimate, filtered by status', async () => {
    const user = userEvent.setup();
    stubOperatorApi({ 'GET /operator/estimates': { requests: [pineRequest, cedarRequest] } });
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Estimate Requests' })).toBeVisible();
    const pine = rowOf('Pine Valley Unified');
    expect(pine).toHaveTextContent('Nov 20, 2026');
    expect(pine).toHaveTextContent('Pat Lee');
    expect(within(pine).getByRole('link', { name: 'pat@pine.k12.us' })).toHaveAttribute(
      'href',
      'mailto:pat@pine.k12.us',
    );
    expect(pine).toHaveTextContent('555-0100');
    expect(pine).toHaveTextContent('Eugene, OR');
    expect(pine).toHaveTextContent('4,200');
    expect(pine).toHaveTextContent('$12,500.00');
    expect(
      within(pine).getByRole('combobox', {
        name: 'Status of the request from Pine Valley Unified',
      }),
    ).toHaveValue('new');
    expect(
      within(rowOf('Cedar Schools')).getByRole('link', { name: 'District: Cedar Schools' }),
    ).toBeVisible();
    expect(screen.getByText('2 requests shown.')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show requests' }), 'won');
    expect(screen.queryByRole('rowheader', { name: 'Pine Valley Unified' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Cedar Schools' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show requests' }), 'lost');
    expect(screen.getByText('No requests are marked Lost.', ON_PAGE)).toBeVisible();
    // A filter's count is said through the app's live region as it changes.
    await waitFor(() => expect(announced()).toBe('No requests are marked Lost.'));
  });

  it('changes a request’s status only when Save is pressed, then says so', async () => {
    const user = userEvent.setup();
    const list = { current: [pineRequest] };
    const sent = stubOperatorApi({
      'GET /operator/estimates': listAnswer(list),
      [`PUT ${statusPath}`]: (body) => {
        list.current = [{ ...pineRequest, ...(body as Pick<EstimateRow, 'status'>) }];
        return Response.json(list.current[0]);
      },
    });
    await openPage();
    const { select, save } = statusControls('Pine Valley Unified');
    expect(save).toHaveTextContent(/^Save/);
    // Unchanged: focusable, but saying it is unavailable, and pressing it sends nothing.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);

    // Arrowing through the closed select, as Windows browsers do, changes each step: none is sent.
    await user.selectOptions(select, 'contacted');
    await user.selectOptions(select, 'won');
    await user.selectOptions(select, 'contacted');
    expect(callsTo(sent, 'PUT', statusPath)).toEqual([]);
    expect(save).not.toHaveAttribute('aria-disabled');

    await user.click(save);
    expect(
      await screen.findByText('The request from Pine Valley Unified is marked Contacted.', ON_PAGE),
    ).toBeVisible();
    expect(callsTo(sent, 'PUT', statusPath).map((call) => call.body)).toEqual([
      { status: 'contacted' },
    ]);
    expect(select).toHaveValue('contacted');
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
  });

  it('moves focus to the count when a saved request leaves the filter', async () => {
    const user = userEvent.setup();
    const list = { current: [pineRequest, cedarRequest] };
    stubOperatorApi({
      'GET /operator/estimates': listAnswer(list),
      [`PUT ${statusPath}`]: (body) => {
        const changed = { ...pineRequest, ...(body as Pick<EstimateRow, 'status'>) };
        list.current = [changed, cedarRequest];
        return Response.json(changed);
      },
    });
    await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show requests' }), 'new');
    expect(screen.getByText('1 request shown.', ON_PAGE)).toBeVisible();
    const { select, save } = statusControls('Pine Valley Unified');
    await user.selectOptions(select, 'lost');
    await user.click(save);
    expect(await screen.findByText('No requests are marked New.', ON_PAGE)).toHaveFocus();
    expect(screen.queryByRole('rowheader', { name: 'Pine Valley Unified' })).toBeNull();
  });

  it('creates a district from a request after a confirmation, says what comes next, then links to it', async () => {
    const user = userEvent.setup();
    const list = { current: [pineRequest] };
    let attempts = 0;
    const sent = stubOperatorApi({
      'GET /operator/estimates': listAnswer(list),
      [`POST ${districtPath}`]: () => {
        attempts += 1;
        if (attempts === 1) {
          return errorAnswer(409, 'CODE_IN_USE', 'This access code is used by another district.');
        }
        const district = { ...mapleGrove, name: 'Pine Valley Schools', code: 'PINE2026' };
        list.current = [
          { ...pineRequest, status: 'won', district: { id: district.id, name: district.name } },
        ];
        return Response.json(district, { status: 201 });
      },
    });
    await openPage();
    await user.click(
      screen.getByRole('button', {
        name: 'Create district from the request of Pine Valley Unified',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Create a district from this request?',
    });
    const today = utcCalendarDay(new Date());
    expect(dialog).toHaveTextContent('Pat Lee (pat@pine.k12.us)');
    expect(dialog).toHaveTextContent(licenceText(today, dayBefore(addYears(today, 1))));
    // The name starts as the school's, and the operator may change it.
    const name = within(dialog).getByRole('textbox', { name: 'District name' });
    expect(name).toHaveValue('Pine Valley Unified');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Create district' }));
    expect(await within(dialog).findByText('Enter the district name.')).toBeVisible();
    expect(callsTo(sent, 'POST', districtPath)).toEqual([]);
    await user.type(name, 'Pine Valley Schools');

    const code = within(dialog).getByRole('textbox', { name: 'Access code' });
    await user.type(code, 'maple123');
    await user.click(within(dialog).getByRole('button', { name: 'Create district' }));
    // A code in use shows at the field even when the server names no field.
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('This access code is used by another district.'),
      ),
    );
    expect(callsTo(sent, 'POST', districtPath)[0]?.body).toEqual({
      name: 'Pine Valley Schools',
      code: 'MAPLE123',
    });

    await user.clear(code);
    await user.type(code, 'pine2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create district' }));
    expect(
      await screen.findByText(
        'Pine Valley Schools is created, and the request is marked Won. Send the access code ' +
          'PINE2026 to pat@pine.k12.us. When they have registered, make them the district’s ' +
          'administrator from Districts.',
        ON_PAGE,
      ),
    ).toBeVisible();
    expect(callsTo(sent, 'POST', districtPath)[1]?.body).toEqual({
      name: 'Pine Valley Schools',
      code: 'PINE2026',
    });
    const link = await screen.findByRole('link', { name: 'District: Pine Valley Schools' });
    expect(screen.queryByRole('button', { name: /^Create district/ })).toBeNull();
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('says when a status could not be changed', async () => {
    const user = userEvent.setup();
    stubOperatorApi({
      'GET /operator/estimates': { requests: [pineRequest] },
      [`PUT ${statusPath}`]: () => errorAnswer(404, 'NOT_FOUND', 'This request no longer exists.'),
    });
    await openPage();
    const { select, save } = statusControls('Pine Valley Unified');
    await user.selectOptions(select, 'lost');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request from Pine Valley Unified could not be changed. This request no longer exists.',
    );
    // The pick stays, so the operator can try again.
    expect(select).toHaveValue('lost');
    expect(save).not.toHaveAttribute('aria-disabled');
  });
});
