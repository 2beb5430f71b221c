import { afterAll, beforeAll, expect, it } from 'vitest';
import { AccommodationResponseSchema } from '@trellis/shared/content-api';
import { parseCsv } from '@trellis/shared/csv';
import type { ItemDetails } from '@trellis/shared/item-details';
import { PLAN_CSV_COLUMNS, PlanDataSchema } from '@trellis/shared/plan-data';
import type { PlanExportBody } from '@trellis/shared/plan-export';
import { SESSION_COOKIE } from '@trellis/shared/session';
import { describeEachDatabase } from '../../../test/databases';
import { createSession, createUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { pdfText } from '../../../test/pdf-text';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/client';

const now = new Date('2026-11-24T10:00:00Z');

const mathDetails: ItemDetails = {
  setting: 'math and science',
  when: '',
  amount: '',
  provider: 'Ms. Rivera',
  appliesTo: ['classroom-tests', 'state-tests'],
  statement: null,
};

const body: PlanExportBody = {
  builder: {
    strengths: [],
    needs: [
      {
        id: 'decoding',
        name: 'Decoding and Word Recognition',
        category: 'Learning Needs',
        priority: 1.5,
      },
    ],
  },
  plan: ['L1', 'A1', 'B1'],
  details: {
    A1: mathDetails,
    B1: {
      ...mathDetails,
      setting: '=2+3',
      appliesTo: ['instruction'],
      statement: 'Jo, "a comma" & =SUM(1)',
    },
  },
  studentName: 'J.T.',
};

describeEachDatabase('plan exports for other systems', (createDatabase) => {
  let database: Database;
  let app: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    database = await createDatabase();
    app = await buildTestApp(database, { clock: { now: () => now } });
    const user = await createUser(database.db, {
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa.diaz@example.org',
    });
    const { token } = await createSession(database.db, user.id, {
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * 3600_000),
    });
    cookies = { [SESSION_COOKIE]: token };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (
    url: string,
    payload: object,
    cookie: Record<string, string> | undefined = cookies,
  ) => app.inject(jsonRequest('POST', `/api/v1/plan/${url}`, payload, cookie));

  async function entry(key: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/content/accommodations/${key}`,
      cookies,
    });
    return AccommodationResponseSchema.parse(response.json());
  }

  it('writes JSON with each statement built from the details, defaults where none were set', async () => {
    const response = await post('export/json', body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="trellis-plan-2026-11-24.json"; filename*=UTF-8''trellis-plan-2026-11-24.json`,
    );
    const data = PlanDataSchema.parse(response.json());
    expect(data.student).toBe('J.T.');
    expect(data.items.map((item) => item.key)).toEqual(['L1', 'A1', 'B1']);

    const [l1, a1, b1] = data.items;
    const a1Entry = await entry('A1');
    expect(a1?.statement).toBe(
      `During math and science, J.T. will be provided ${a1Entry.statement.what}, by Ms. Rivera.`,
    );
    expect(a1?.details.appliesTo).toEqual(['classroom-tests', 'state-tests']);
    expect(a1?.iepSection).toBe('testing');
    expect(a1?.ccssoClass).toBe(a1Entry.crosswalk.testClass);
    expect(a1?.stateTests.length).toBe(data.assessmentPrograms.length);

    const l1Entry = await entry('L1');
    expect(l1?.statementWritten).toBe(false);
    expect(l1?.details.provider).toBe(l1Entry.statement.provider);
    expect(l1?.statement).toContain(`J.T. will be provided ${l1Entry.statement.what}`);

    expect(b1?.statementWritten).toBe(true);
    expect(b1?.statement).toBe('Jo, "a comma" & =SUM(1).');
  });

  it('writes CSV whose every row reads back to the same statements', async () => {
    const response = await post('export/csv', body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const json = PlanDataSchema.parse((await post('export/json', body)).json());
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header?.slice(0, PLAN_CSV_COLUMNS.length)).toEqual([...PLAN_CSV_COLUMNS]);
    expect(header?.length).toBe(PLAN_CSV_COLUMNS.length + 2 * json.assessmentPrograms.length);
    expect(rows).toHaveLength(3);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    rows.forEach((row, index) => {
      expect(row[column('key')]).toBe(json.items[index]?.key);
      expect(row[column('applies_to')]).toBe(json.items[index]?.details.appliesTo.join('; '));
    });
    // A detail typed as a formula stays text in a spreadsheet.
    expect(rows[2]?.[column('setting')]).toBe("'=2+3");
    // The team's own wording holds quotes, a comma and a formula: it reads back whole.
    expect(rows[2]?.[column('statement')]).toBe('Jo, "a comma" & =SUM(1).');
    expect(rows[1]?.[column('statement')]).toBe(json.items[1]?.statement);
  });

  it('prints the statements in the plan PDF', async () => {
    const response = await post('pdf', body);
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('IEP Statements');
    expect(text).toContain('During math and science, J.T. will be provided');
    expect(text).toContain('Jo, "a comma" & =SUM(1).');
  });

  it('refuses details for an item not in the plan, and a bad detail, at the field', async () => {
    const stray = await post('export/json', { ...body, details: { C9: mathDetails } });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().issues).toEqual([{ path: 'details.C9', message: 'C9 is not in the plan' }]);

    const empty = await post('export/csv', {
      ...body,
      details: { A1: { ...mathDetails, appliesTo: [] } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('details.A1.appliesTo');
  });

  it('refuses an unknown format and a visitor who is not signed in', async () => {
    expect((await post('export/xml', body)).statusCode).toBe(400);
    expect((await post('export/json', body, {})).statusCode).toBe(401);
  });
});
