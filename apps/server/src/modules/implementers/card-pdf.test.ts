import { afterAll, beforeAll, expect, it } from 'vitest';
import { CardResponseSchema } from '@trellis/shared/implementers';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { Database } from '../../db/client';
import {
  insertAccessLink,
  type LinkPurpose,
} from '../../domain/monitoring/access-links.repository';
import { newLinkToken } from '../../domain/monitoring/link-tokens';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict, createSignedInUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { pdfPageCount, pdfText } from '../../../test/pdf-text';
import { plansApi } from '../../../test/plans-api';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const GONE = {
  code: 'NOT_FOUND',
  message: 'This link has expired or was withdrawn. Ask the student’s case manager for a new one.',
};

const state: StudentPlanState = {
  strengths: [],
  needs: [],
  plan: [
    { key: 'A1', title: 'Extended Time' },
    { key: 'B1', title: 'Visual Schedule' },
    { key: 'L1', title: 'Audiobooks' },
  ],
};

/** The fixture library's "what to watch for" of the items on Ms. Rivera's card. */
const WATCH_FOR = {
  A1: 'Notice whether the student uses the extra time or finishes with the class.',
  L1: 'Watch whether the student follows the print while listening or drifts away from the page.',
};

const NOW = new Date('2026-11-24T09:00:00Z');
const DAY = 86_400_000;

describeEachDatabase('the teacher card as a PDF', (createDatabase) => {
  let database: Database;
  let app: TestApp;
  const cookies: Record<string, Record<string, string>> = {};
  let address = 0;
  let planId = '';
  let rivera = '';
  let okafor = '';
  let otherPlansImplementer = '';

  const nextAddress = () => `10.19.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  const get = (url: string, who?: string) =>
    app.inject({
      method: 'GET',
      url,
      cookies: who ? cookies[who] : {},
      remoteAddress: nextAddress(),
    });
  const linkPdf = (token: string) => get(`/api/v1/cards/${token}/pdf`);
  const planPdf = (who: string, plan: string, implementerId: string) =>
    get(`/api/v1/plans/${plan}/implementers/${implementerId}/card.pdf`, who);

  /** A link of Ms. Rivera's card, or of another purpose, state or implementer. */
  const link = async (
    options: {
      purpose?: LinkPurpose;
      implementerId?: string;
      expiresAt?: Date;
      revokedAt?: Date;
    } = {},
  ) => {
    const { token, tokenHash } = newLinkToken();
    await insertAccessLink(database.db, {
      tokenHash,
      purpose: options.purpose ?? 'card',
      planId,
      implementerId: options.implementerId ?? rivera,
      createdAt: NOW,
      expiresAt: options.expiresAt ?? new Date(NOW.getTime() + 30 * DAY),
      revokedAt: options.revokedAt ?? null,
      sentTo: 'rivera@school.example.org',
      items: ['A1', 'L1'],
    });
    return token;
  };

  beforeAll(async () => {
    database = await createDatabase();
    app = await buildTestApp(database, { clock: { now: () => NOW } });
    const maple = await createDistrict(database.db, { name: 'Maple Grove Schools' });
    const ids: Record<string, string> = {};
    for (const first of ['Rosa', 'Vic', 'Stan']) {
      const { user, cookies: cookie } = await createSignedInUser(
        database.db,
        {
          firstName: first,
          lastName: first === 'Rosa' ? 'Diaz' : 'Other',
          email: `${first.toLowerCase()}@example.org`,
          accountType: 'district',
          districtId: maple.id,
        },
        NOW,
      );
      ids[first] = user.id;
      cookies[first] = cookie;
    }
    const rosa = plansApi(() => app, cookies.Rosa ?? {});
    const newPlan = async () => {
      const plan = (await rosa.create({ label: 'J.T.' })).json();
      await rosa.saveState(plan.id, { state, version: 1 });
      await rosa.share(plan.id, { userId: ids.Vic, role: 'viewer' });
      return plan.id as string;
    };
    const add = async (
      plan: string,
      body: { name: string; email: string; classOrPeriod?: string; items: string[] },
    ) => {
      const res = await app.inject(
        jsonRequest('POST', `/api/v1/plans/${plan}/implementers`, body, cookies.Rosa),
      );
      expect(res.statusCode, res.body).toBe(200);
      const added = res
        .json()
        .implementers.find((entry: { name: string }) => entry.name === body.name);
      return added.id as string;
    };
    planId = await newPlan();
    rivera = await add(planId, {
      name: 'Ms. Rivera',
      email: 'rivera@school.example.org',
      classOrPeriod: 'Period 3',
      items: ['A1', 'L1'],
    });
    okafor = await add(planId, {
      name: 'Mr. Okafor',
      email: 'okafor@school.example.org',
      items: ['B1'],
    });
    otherPlansImplementer = await add(await newPlan(), {
      name: 'Ms. Lane',
      email: 'lane@school.example.org',
      items: ['A1'],
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('prints the card its link opens: statements, where, what to watch for, who to ask', async () => {
    const token = await link();
    const card = CardResponseSchema.parse((await get(`/api/v1/cards/${token}`)).json());
    const res = await linkPdf(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trellis-card-j-t-ms-rivera.pdf"; filename*=UTF-8''trellis-card-j-t-ms-rivera.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await pdfPageCount(res.rawPayload)).toBe(1);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Accommodations at a glance',
      'Student: J.T.',
      'For: Ms. Rivera, Period 3',
      'A1 · Extended Time',
      'L1 · Audiobooks',
      `What to watch for: ${WATCH_FOR.A1}`,
      `What to watch for: ${WATCH_FOR.L1}`,
      'Who to ask',
      'Rosa Diaz, case manager · rosa@example.org',
    ]) {
      expect(text).toContain(expected);
    }
    expect(card.items.map((item) => item.key)).toEqual(['A1', 'L1']);
    for (const item of card.items) {
      expect(item.statement).toContain('J.T.');
      expect(text).toContain(item.statement);
      expect(text).toContain(`Where it applies: ${item.appliesTo}`);
    }
    // Only her own items: nothing of Mr. Okafor's card.
    expect(text).not.toContain('Visual Schedule');
  });

  it('opens only through a good card link: a log link, an expired or a withdrawn one is gone', async () => {
    const tokens = [
      await link({ purpose: 'log' }),
      await link({ expiresAt: new Date(NOW.getTime() - 1) }),
      await link({ revokedAt: new Date(NOW.getTime() - DAY) }),
      'not-a-token',
      newLinkToken().token,
    ];
    for (const token of tokens) {
      const res = await linkPdf(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(GONE);
    }
  });

  it('prints any implementer’s card for those who may see the plan, and no one else', async () => {
    const owner = await planPdf('Rosa', planId, okafor);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers['content-disposition']).toBe(
      `attachment; filename="trellis-card-j-t-mr-okafor.pdf"; filename*=UTF-8''trellis-card-j-t-mr-okafor.pdf`,
    );
    expect(owner.headers['cache-control']).toBe('no-store');
    const text = await pdfText(owner.rawPayload);
    expect(text).toContain('B1 · Visual Schedule');
    expect(text).toContain('What to watch for: Watch whether the student checks the schedule');
    expect(text).not.toContain('Extended Time');

    const viewer = await planPdf('Vic', planId, rivera);
    expect(viewer.statusCode).toBe(200);
    expect(await pdfText(viewer.rawPayload)).toContain(`What to watch for: ${WATCH_FOR.A1}`);

    for (const res of [
      await planPdf('Stan', planId, rivera),
      await planPdf('Rosa', planId, otherPlansImplementer),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await get(`/api/v1/plans/${planId}/implementers/${rivera}/card.pdf`)).statusCode).toBe(
      401,
    );
  });
});
