import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperatorDistrict } from '@trellis/shared/operator-console';
import { renderApp } from '../../test/render-app';
import { callsTo, mapleGrove, oakRidge, stubOperatorApi } from './operator-test-data';

/** The districts page with the district form open: a new one, or `district` to edit. */
async function openForm(district?: OperatorDistrict) {
  const user = userEvent.setup();
  const sent = stubOperatorApi({
    'GET /operator/districts': { districts: [district ?? mapleGrove] },
    'POST /operator/districts': () => Response.json(oakRidge, { status: 201 }),
    [`PUT /operator/districts/${mapleGrove.id}`]: (body) =>
      Response.json({ ...mapleGrove, ...(body as object) }),
  });
  renderApp('/operator');
  await screen.findByRole('table', { name: 'Every district, by name' });
  const opener = district ? `Edit ${district.name}` : 'New district';
  await user.click(screen.getByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', {
    name: district ? `Edit ${district.name}` : 'New district',
  });
  return {
    user,
    sent,
    form: within(dialog),
    starts: within(dialog).getByLabelText('Licence starts'),
    ends: within(dialog).getByLabelText('Licence ends'),
  };
}

/** The clock at `instant` (only Date: the page's timers stay real). */
const clockAt = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });

/** The PUT bodies sent for Maple Grove. */
const mapleGrovePuts = (sent: Awaited<ReturnType<typeof openForm>>['sent']) =>
  callsTo(sent, 'PUT', `/operator/districts/${mapleGrove.id}`).map((call) => call.body);

describe('the district form’s licence dates', () => {
  // West of Greenwich, where the evening is already tomorrow in UTC: licence days are UTC days,
  // as the server stores them, so the operator's local day must not be used.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a new district with a year’s licence from today (UTC), saved as shown', async () => {
    // 9:30 pm on February 28 in California, March 1 in UTC, in a year before a leap day: the
    // licence runs from March 1 and ends on February 29.
    clockAt('2027-03-01T05:30:00.000Z');
    const { user, sent, form, starts, ends } = await openForm();
    expect(starts).toHaveValue('2027-03-01');
    expect(ends).toHaveValue('2028-02-29');

    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Oak Ridge District');
    await user.click(form.getByRole('button', { name: 'Create district' }));
    await waitFor(() => expect(callsTo(sent, 'POST', '/operator/districts')).toHaveLength(1));
    expect(callsTo(sent, 'POST', '/operator/districts')[0]?.body).toMatchObject({
      licenceStartsOn: '2027-03-01',
      licenceEndsOn: '2028-02-29',
    });
  });

  it('lets both dates be changed or cleared, for an open-ended licence', async () => {
    const { user, sent, form, starts, ends } = await openForm();
    await user.clear(starts);
    await user.clear(ends);
    await user.type(ends, '2031-06-30');
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Oak Ridge District');
    await user.click(form.getByRole('button', { name: 'Create district' }));
    await waitFor(() => expect(callsTo(sent, 'POST', '/operator/districts')).toHaveLength(1));
    expect(callsTo(sent, 'POST', '/operator/districts')[0]?.body).toMatchObject({
      licenceStartsOn: null,
      licenceEndsOn: '2031-06-30',
    });
  });

  it('shows a district’s stored dates when editing it, not a new year', async () => {
    const { user, sent, form, starts, ends } = await openForm(mapleGrove);
    expect(starts).toHaveValue('2029-08-01');
    expect(ends).toHaveValue('2030-07-31');
    await user.click(form.getByRole('button', { name: 'Save district' }));
    await waitFor(() =>
      expect(callsTo(sent, 'PUT', `/operator/districts/${mapleGrove.id}`)).toHaveLength(1),
    );
    expect(callsTo(sent, 'PUT', `/operator/districts/${mapleGrove.id}`)[0]?.body).toMatchObject({
      licenceStartsOn: '2029-08-01',
      licenceEndsOn: '2030-07-31',
    });
  });
});

/** Maple Grove with a licence that ended in January 2027, and with one running to June 2027. */
const ended = { ...mapleGrove, licenceStartsOn: '2026-02-01', licenceEndsOn: '2027-01-31' };
const current = { ...mapleGrove, licenceStartsOn: '2026-07-01', licenceEndsOn: '2027-06-30' };

describe('the district form’s deliberate endings', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('extends an ended licence a year from today (UTC)', async () => {
    // 9:30 pm on February 28 in California, March 1 in UTC; the licence ended in January.
    clockAt('2027-03-01T05:30:00.000Z');
    const { user, sent, form, ends } = await openForm(ended);
    await user.click(form.getByRole('button', { name: 'Extend one year' }));
    expect(ends).toHaveValue('2028-03-01');
    expect(await form.findByText('The licence now ends on Mar 1, 2028 once saved.')).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Save district' }));
    await waitFor(() => expect(mapleGrovePuts(sent)).toHaveLength(1));
    expect(mapleGrovePuts(sent)[0]).toMatchObject({ licenceEndsOn: '2028-03-01' });
  });

  it('ends the licence today: its last day becomes yesterday (UTC)', async () => {
    // 9:30 pm on February 28 in California, March 1 in UTC: the licence's last day is February 28.
    clockAt('2027-03-01T05:30:00.000Z');
    const { user, sent, form, starts, ends } = await openForm(current);
    const endNow = form.getByRole('button', { name: 'End licence today' });
    expect(endNow).toHaveAccessibleDescription(
      'Ends the licence at once: staff keep their accounts and plans, the builder and library close.',
    );
    await user.click(endNow);
    expect(ends).toHaveValue('2027-02-28');
    expect(starts).toHaveValue('2026-07-01');
    expect(
      await form.findByText('Once saved, the licence has ended: its last day is Feb 28, 2027.'),
    ).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Save district' }));
    await waitFor(() => expect(mapleGrovePuts(sent)).toHaveLength(1));
    expect(mapleGrovePuts(sent)[0]).toMatchObject({
      licenceStartsOn: '2026-07-01',
      licenceEndsOn: '2027-02-28',
      active: true,
    });
  });

  it('switches an active district off only once the operator confirms it', async () => {
    const { user, sent, form } = await openForm(mapleGrove);
    const confirmName = 'I understand the district’s staff lose the builder and library';
    expect(form.queryByRole('checkbox', { name: confirmName })).toBeNull();

    await user.click(form.getByRole('checkbox', { name: 'Active' }));
    expect(form.getByText(/Saving switches Maple Grove Schools off at once/)).toBeVisible();
    const confirm = form.getByRole('checkbox', { name: confirmName });
    expect(confirm).toBeRequired();
    await user.click(form.getByRole('button', { name: 'Save district' }));
    expect(confirm).toHaveFocus();
    expect(confirm).toBeInvalid();
    expect(confirm).toHaveAccessibleDescription(
      'Tick this box to switch Maple Grove Schools off, or tick Active again to keep it on.',
    );
    expect(mapleGrovePuts(sent)).toEqual([]);

    await user.click(confirm);
    expect(confirm).toBeValid();
    await user.click(form.getByRole('button', { name: 'Save district' }));
    await waitFor(() => expect(mapleGrovePuts(sent)).toHaveLength(1));
    expect(mapleGrovePuts(sent)[0]).toMatchObject({ active: false });
  });

  it('forgets the confirmation when Active is ticked again', async () => {
    const { user, sent, form } = await openForm(mapleGrove);
    const active = form.getByRole('checkbox', { name: 'Active' });
    const confirmName = 'I understand the district’s staff lose the builder and library';
    await user.click(active);
    await user.click(form.getByRole('checkbox', { name: confirmName }));
    await user.click(active);
    expect(form.queryByRole('checkbox', { name: confirmName })).toBeNull();
    await user.click(active);
    expect(form.getByRole('checkbox', { name: confirmName })).not.toBeChecked();
    expect(mapleGrovePuts(sent)).toEqual([]);
  });

  it('asks nothing when a new district is created inactive', async () => {
    const { user, sent, form } = await openForm();
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Oak Ridge District');
    await user.click(form.getByRole('checkbox', { name: 'Active' }));
    expect(form.queryByRole('checkbox', { name: /I understand/ })).toBeNull();
    await user.click(form.getByRole('button', { name: 'Create district' }));
    await waitFor(() => expect(callsTo(sent, 'POST', '/operator/districts')).toHaveLength(1));
    expect(callsTo(sent, 'POST', '/operator/districts')[0]?.body).toMatchObject({ active: false });
  });
});
