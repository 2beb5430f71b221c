import { beforeAll, expect, it } from 'vitest';
import { parseCsv } from '@trellis/shared/csv';
import { DistrictExportSchema } from '@trellis/shared/district-admin';
import { describeEachDatabase } from '../../../test/databases';
import {
  districtApi,
  insertLogEntry,
  insertPlan,
  useDistrictWorld,
} from '../../../test/district-admin-world';
import { plansApi } from '../../../test/plans-api';
import { DISTRICT_LOG_CSV_COLUMNS, PLANS_CSV_COLUMNS } from './export-csv';

const LOGGED_AT = new Date('2026-11-24T08:30:00Z');

describeEachDatabase('district console: exports', (createDatabase) => {
  const ctx = useDistrictWorld(createDatabase, new Date('2026-11-24T09:00:00Z'));
  const ids = {} as { shared: string; archived: string; empty: string; cedar: string };

  // Plans and logs in both districts, each plan a second newer than the one before.
  beforeAll(async () => {
    const { maple, cedar, ben, cy, pia } = ctx.world;
    const db = ctx.database.db;
    const bens = plansApi(() => ctx.app, ben.cookies);
    const shared = (await bens.create({ label: 'J.T.', planType: '504' })).json();
    const state = { strengths: [], needs: [], plan: [{ key: 'L1', title: 'Audio Texts' }] };
    expect((await bens.saveState(shared.id, { state, version: 1 })).statusCode).toBe(200);
    expect((await bens.share(shared.id, { userId: cy.id, role: 'viewer' })).statusCode).toBe(200);
    ids.shared = shared.id;
    const plan = (
      ownerId: string,
      districtId: string,
      label: string,
      keys: string[],
      archived = false,
    ) => insertPlan(db, { ownerId, districtId, label, keys }, ctx.tick(), archived);
    ids.archived = (await plan(cy.id, maple.id, 'Old, "quoted"', ['B1', 'A1'], true)).id;
    ids.empty = (await plan(cy.id, maple.id, 'Empty', [])).id;
    ids.cedar = (await plan(pia.id, cedar.id, 'Cedar kid', ['L1'])).id;
    const entry = (planId: string, itemKey: string, note: string) =>
      insertLogEntry(db, { planId, itemKey, loggerName: 'Ben Ode', note }, LOGGED_AT);
    await entry(ids.shared, 'L1', '=worked well');
    await entry(ids.archived, 'B1', 'archived plan entry');
    await entry(ids.cedar, 'L1', 'cedar entry');
  });

  it('downloads every plan of the district with its log, owner and shares, as JSON', async () => {
    const { ana, ben, cy, maple } = ctx.world;
    ctx.tick();
    const res = await districtApi(() => ctx.app, ana.cookies).get('/export.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('trellis-district-2026-11-24.json');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = DistrictExportSchema.parse(res.json());
    expect(data.district).toEqual({ id: maple.id, name: 'Maple Grove Schools' });
    expect(data.staff.map((person) => person.lastName)).toEqual(['Diaz', 'Ode', 'Park']);
    expect(data.plans.map((plan) => plan.id)).toEqual([ids.shared, ids.archived, ids.empty]);
    const [shared, archived] = data.plans;
    expect(shared?.owner).toEqual({ id: ben.id, name: 'Ben Ode', email: ben.email });
    expect(shared?.shares.map((share) => share.userId)).toEqual([cy.id]);
    expect(shared?.history.length).toBeGreaterThan(0);
    expect(shared?.deliveryLog.map((entry) => entry.note)).toEqual(['=worked well']);
    expect(archived).toMatchObject({ archived: true, owner: { id: cy.id } });
    expect(archived?.deliveryLog.map((entry) => entry.note)).toEqual(['archived plan entry']);
    expect(res.body).not.toContain('cedar entry');
    expect(res.body).not.toContain(ids.cedar);
    const [line] = await districtApi(() => ctx.app, ana.cookies).audit();
    expect(line).toMatchObject({
      action: 'data-exported',
      actor: `Ana Diaz (${ana.email})`,
      summary: 'Downloaded every plan and delivery log of the district as JSON (3 plans).',
    });
  });

  it('downloads the plans as CSV, one row per item, and an empty plan as one row', async () => {
    const { ana, ben } = ctx.world;
    ctx.tick();
    const res = await districtApi(() => ctx.app, ana.cookies).get('/export/plans.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('trellis-district-plans-2026-11-24.csv');
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...PLANS_CSV_COLUMNS]);
    const cell = (row: string[] | undefined, column: (typeof PLANS_CSV_COLUMNS)[number]) =>
      row?.[PLANS_CSV_COLUMNS.indexOf(column)];
    expect(rows.map((row) => [cell(row, 'Plan ID'), cell(row, 'Item')])).toEqual([
      [ids.shared, 'L1'],
      [ids.archived, 'B1'],
      [ids.archived, 'A1'],
      [ids.empty, ''],
    ]);
    expect(rows[0]).toEqual([
      ids.shared,
      'J.T.',
      'Ben Ode',
      ben.email,
      '504',
      'No',
      'L1',
      'Audio Texts',
      'Accommodation',
      '1',
      expect.stringMatching(/^2026-11-24T/),
      expect.stringMatching(/^2026-11-24T/),
    ]);
    expect(cell(rows[1], 'Student')).toBe('Old, "quoted"');
    expect(cell(rows[1], 'Archived')).toBe('Yes');
    expect(res.body).not.toContain(ids.cedar);
    const [line] = await districtApi(() => ctx.app, ana.cookies).audit();
    expect(line?.summary).toBe('Downloaded the district’s plans as CSV (3 plans).');
  });

  it('downloads the delivery log as CSV, one row per entry', async () => {
    const { ana } = ctx.world;
    ctx.tick();
    const res = await districtApi(() => ctx.app, ana.cookies).get('/export/log.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('trellis-district-log-2026-11-24.csv');
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...DISTRICT_LOG_CSV_COLUMNS]);
    expect(rows).toEqual([
      [
        ids.shared,
        'J.T.',
        'L1',
        'Audio Texts',
        'Day',
        '2026-11-24',
        'Provided fully',
        'Yes',
        '4',
        '',
        // A formula-looking note is defused for spreadsheets.
        "'=worked well",
        'Ben Ode',
        'Case manager',
        LOGGED_AT.toISOString(),
      ],
      [
        ids.archived,
        'Old, "quoted"',
        'B1',
        'Title of B1',
        'Day',
        '2026-11-24',
        'Provided fully',
        'Yes',
        '4',
        '',
        'archived plan entry',
        'Ben Ode',
        'Case manager',
        LOGGED_AT.toISOString(),
      ],
    ]);
    const [line] = await districtApi(() => ctx.app, ana.cookies).audit();
    expect(line?.summary).toBe('Downloaded the district’s delivery log as CSV (2 entries).');
  });

  it('allows a district 20 downloads an hour, refused before anything is built', async () => {
    const { ana, olga } = ctx.world;
    const maple = districtApi(() => ctx.app, ana.cookies);
    const exported = async () =>
      (await maple.audit()).filter((line) => line.action === 'data-exported').length;
    // The three tests above downloaded three files.
    expect(await exported()).toBe(3);
    const paths = ['/export.json', '/export/plans.csv', '/export/log.csv'];
    for (let download = 4; download <= 20; download += 1) {
      const res = await maple.get(paths[download % 3] ?? '/export.json');
      expect(res.statusCode, `download ${download}`).toBe(200);
    }
    for (const path of paths) {
      const refused = await maple.get(path);
      expect(refused.statusCode, path).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    }
    expect(await exported()).toBe(20);
    // Another district has its own allowance.
    expect((await districtApi(() => ctx.app, olga.cookies).get('/export.json')).statusCode).toBe(
      200,
    );
  });
});
