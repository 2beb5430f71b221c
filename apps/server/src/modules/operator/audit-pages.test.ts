import { beforeAll, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditAction } from '@trellis/shared/administration';
import { auditLog } from '../../db/schema/index';
import { describeEachDatabase } from '../../../test/databases';
import { createDistrict } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { NOW, type OperatorApi, operatorApi, signedInAs } from './operator-test-support';

// The audit log a page at a time (`before` = the previous page's `nextCursor`), and the
// operator's filters. Many entries share a time, so only the id orders them: a cursor of
// the time alone would show some twice or lose them.

interface Page {
  entries: { id: string; action: string; district: string | null }[];
  nextCursor: string | null;
}

describeEachDatabase('the audit log, a page at a time', (createDatabase) => {
  const ctx = useTestApp(createDatabase, () => ({ clock: { now: () => NOW } }));
  let api: OperatorApi;
  let adminCookies: Record<string, string>;
  const ids = { maple: '', cedar: '' };
  /** Every entry's id, newest first, as the log orders them. */
  let expected: { all: string[]; maple: string[]; cedarCodes: string[] };

  beforeAll(async () => {
    const db = ctx.database.db;
    api = operatorApi(() => ctx.app, (await signedInAs(db, 'operator')).cookies);
    const maple = await createDistrict(db, { name: 'Maple Grove Schools' });
    const cedar = await createDistrict(db, { name: 'Cedar Falls District' });
    ids.maple = maple.id;
    ids.cedar = cedar.id;
    adminCookies = (await signedInAs(db, 'district_admin', { districtId: maple.id })).cookies;
    // 130 entries over five moments: 26 at each, alternating districts and kinds.
    const rows = Array.from({ length: 130 }, (_, index) => ({
      at: new Date(NOW.getTime() - Math.floor(index / 26) * 60_000),
      actorId: null,
      actorLabel: 'Command line',
      districtId: index % 2 === 0 ? maple.id : cedar.id,
      action: (index % 3 === 0 ? 'code-changed' : 'licence-changed') as AuditAction,
      summary: `Entry ${index}.`,
    }));
    const stored = await db.insert(auditLog).values(rows).returning();
    const newestFirst = stored.sort(
      (a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1),
    );
    expected = {
      all: newestFirst.map((row) => row.id),
      maple: newestFirst.filter((row) => row.districtId === maple.id).map((row) => row.id),
      cedarCodes: newestFirst
        .filter((row) => row.districtId === cedar.id && row.action === 'code-changed')
        .map((row) => row.id),
    };
  });

  /** Every page of a listing, following `nextCursor` to the end. */
  async function allPages(read: (before?: string) => Promise<Page>): Promise<Page[]> {
    const pages = [await read()];
    for (let page = pages[0]; page?.nextCursor; page = pages.at(-1)) {
      pages.push(await read(page.nextCursor));
    }
    return pages;
  }
  const operatorPage = (query: Record<string, string>) => async (before?: string) => {
    const res = await api.audit(before ? { ...query, before } : query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const idsOf = (pages: Page[]) => pages.flatMap((page) => page.entries.map((entry) => entry.id));

  it('pages through every entry once, newest first, ties in a fixed order', async () => {
    const pages = await allPages(operatorPage({}));
    expect(pages.map((page) => page.entries.length)).toEqual([
      AUDIT_PAGE_SIZE,
      AUDIT_PAGE_SIZE,
      30,
    ]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(idsOf(pages)).toEqual(expected.all);
  });

  it('keeps one district’s entries, or one kind, across pages', async () => {
    const maple = await allPages(operatorPage({ districtId: ids.maple }));
    expect(idsOf(maple)).toEqual(expected.maple);
    expect(maple.flatMap((page) => page.entries.map((entry) => entry.district))).toEqual(
      expected.maple.map(() => 'Maple Grove Schools'),
    );
    const cedarCodes = await allPages(
      operatorPage({ districtId: ids.cedar, action: 'code-changed' }),
    );
    expect(idsOf(cedarCodes)).toEqual(expected.cedarCodes);
    expect(cedarCodes).toHaveLength(1);
    expect(cedarCodes[0]?.nextCursor).toBeNull();
  });

  it('pages a district administrator through their own district’s entries only', async () => {
    const pages = await allPages(async (before) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/district/audit${before ? `?before=${encodeURIComponent(before)}` : ''}`,
        cookies: adminCookies,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Page;
    });
    expect(pages.map((page) => page.entries.length)).toEqual([AUDIT_PAGE_SIZE, 15]);
    expect(idsOf(pages)).toEqual(expected.maple);
  });

  it('answers 400 for a cursor it did not make, an id that is none or an unknown kind', async () => {
    const queries: Record<string, string>[] = [
      { before: 'not-a-cursor' },
      { before: Buffer.from('2026-11-24T09:00:00.000Z|nope').toString('base64url') },
      { districtId: 'maple' },
      { action: 'launched-rockets' },
    ];
    for (const query of queries) {
      const res = await api.audit(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().issues[0].path).toBe(Object.keys(query)[0]);
    }
  });
});
