import { expect, it } from 'vitest';
import { AccountDataSchema } from '@trellis/shared/account-data';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../domain/accounts/password';
import { describeEachDatabase } from '../../../test/databases';
import { createSignedInUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { GONE, idOf, listOf, RIVERA, useImplementersWorld } from '../../../test/implementers-world';

// What is kept of implementers (issue 18): the data download, the names that leave history
// with a deleted account, and the indexes their links and confirmations are found by.

describeEachDatabase('implementers in the data download and account deletion', (createDatabase) => {
  const {
    world,
    api,
    rosa,
    rosaPlans,
    openCard,
    acknowledge,
    newPlan,
    sendCard,
    history,
    linksOf,
  } = useImplementersWorld(createDatabase);

  it('puts the implementers of the user’s own plans in the data download', async () => {
    const planId = await newPlan();
    const id = idOf(await rosa.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const { token } = await sendCard(planId, id);
    await acknowledge(token);
    const res = await world.app.inject({
      method: 'GET',
      url: '/api/v1/account/data',
      cookies: world.cookies.Rosa,
    });
    expect(res.statusCode).toBe(200);
    const data = AccountDataSchema.parse(res.json());
    expect(data.plans.find((plan) => plan.id === planId)?.implementers).toEqual([
      {
        ...RIVERA,
        items: ['A1'],
        cardSentAt: world.now.toISOString(),
        acknowledgedAt: world.now.toISOString(),
      },
    ]);
  });

  it('forgets a deleted colleague’s name in the plans they implemented and worked on', async () => {
    const password = 'Correct horse battery 9';
    const { user: dana, cookies: danaCookies } = await createSignedInUser(
      world.database.db,
      {
        firstName: 'Dana',
        lastName: 'Gone',
        email: 'dana@example.org',
        accountType: 'district',
        districtId: world.mapleId,
        passwordHash: await hashPassword(password),
      },
      world.now,
    );
    world.cookies.Dana = danaCookies;
    const danaApi = api('Dana');
    const planId = await newPlan();
    await rosaPlans().share(planId, { userId: dana.id, role: 'editor' });
    const riveraId = idOf(await danaApi.add(planId, { ...RIVERA, items: ['A1'] }), 'Ms. Rivera');
    const theirs = await sendCard(planId, riveraId, danaApi);
    await acknowledge(theirs.token);
    const danaId = idOf(
      await rosa.add(planId, { colleagueId: dana.id, items: ['B1'] }),
      'Dana Gone',
    );
    const own = await sendCard(planId, danaId);
    await acknowledge(own.token);
    expect(await history(planId)).toEqual(
      expect.arrayContaining([
        'Dana Gone: Dana Gone confirmed reading the card',
        'Through the card link: Ms. Rivera confirmed reading the card',
      ]),
    );

    const deleted = await world.app.inject(
      jsonRequest('DELETE', '/api/v1/account', { password }, danaCookies),
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    delete world.cookies.Dana;

    const lines = await history(planId);
    expect(lines.filter((line: string) => line.includes('Dana'))).toEqual([]);
    expect(lines).toEqual(
      expect.arrayContaining([
        // A card line with no author is not one written through the link.
        'A former user: Sent the card to Ms. Rivera',
        'A former user: Added Ms. Rivera (Period 3) for A1',
        'Rosa Diaz: Added a former colleague for B1',
        'Rosa Diaz: Sent the card to a former colleague',
        'Through the card link: A former colleague confirmed reading the card',
        'Through the card link: Ms. Rivera confirmed reading the card',
      ]),
    );
    // The row stays, with neither name nor address; their link is withdrawn.
    const list = listOf(await rosa.list(planId));
    expect(list.implementers.find((entry) => entry.id === danaId)).toMatchObject({
      colleagueId: null,
      name: 'A former colleague',
      email: '',
      items: ['B1'],
      linkActive: false,
      acknowledgedAt: null,
    });
    expect((await openCard(own.token)).json()).toEqual(GONE);
    expect((await linksOf(danaId)).map((link) => link.sentTo)).toEqual(['']);
    const refused = await rosa.card(planId, danaId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'email', message: expect.stringContaining('no e-mail address') },
    ]);
  });

  it('indexes card links by plan and acknowledgements by implementer', async () => {
    const result = await world.database.db.execute(
      sql`select indexname from pg_indexes where tablename in ('access_links', 'acknowledgements')`,
    );
    const names = (result as unknown as { rows: { indexname: string }[] }).rows.map(
      (row) => row.indexname,
    );
    expect(names).toEqual(
      expect.arrayContaining(['access_links_plan_id_idx', 'acknowledgements_implementer_id_idx']),
    );
  });
});
