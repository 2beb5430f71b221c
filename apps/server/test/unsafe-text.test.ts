import { expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '@trellis/shared/text';
import { describeEachDatabase } from './databases';
import { createDistrict, signedInCookie } from './factories';
import { jsonRequest } from './http';
import { useTestApp } from './test-app';

// PostgreSQL refuses a NUL byte in text and jsonb: before the shared text rule these requests
// reached the database and answered 500 (and logged the query's parameters).
describeEachDatabase('text with a NUL byte or a lone surrogate', (createDatabase) => {
  const ctx = useTestApp(createDatabase);

  function expectRefused(res: { statusCode: number; json: () => unknown }, path: string) {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path, message: UNSAFE_TEXT_MESSAGE }],
    });
  }

  it('is refused in a registration first name, naming the field', async () => {
    const district = await createDistrict(ctx.database.db);
    const res = await ctx.app.inject({
      ...jsonRequest('POST', '/api/v1/auth/register', {
        email: 'nul-name@example.org',
        fname: 'Jor\u0000dan',
        lname: 'Lee',
        password: 'quiet-river-stones',
        code: district.code,
        type: 'district',
      }),
      remoteAddress: '10.77.0.1',
    });
    expectRefused(res, 'fname');
  });

  it('is refused in an estimate request field', async () => {
    const res = await ctx.app.inject({
      ...jsonRequest('POST', '/api/v1/estimate-requests', {
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: 'dana@maplegrove.k12.us',
        phone: '(555) 010-2000',
        schoolName: 'Maple Grove\u0000 School District',
        address1: '100 Main Street',
        address2: '',
        city: 'Maple Grove',
        state: 'MN',
        zipCode: '55311',
        students: 100,
      }),
      remoteAddress: '10.77.0.2',
    });
    expectRefused(res, 'schoolName');
  });

  it('is refused in a builder-state custom need', async () => {
    const cookie = await signedInCookie(ctx.database.db);
    const res = await ctx.app.inject(
      jsonRequest(
        'PUT',
        '/api/v1/builder-state',
        {
          strengths: [],
          needs: [{ id: 'cn000', name: 'Copying\u0000 notes', category: null, priority: 1 }],
          plan: [],
        },
        cookie,
      ),
    );
    expectRefused(res, 'needs.0.name');
  });

  it('is refused in a sign-in e-mail address (found by the fuzzer)', async () => {
    const res = await ctx.app.inject({
      ...jsonRequest('POST', '/api/v1/auth/login', {
        email: 'someone\u0000@example.org',
        password: 'a password',
      }),
      remoteAddress: '10.77.0.3',
    });
    expectRefused(res, 'email');
  });

  it('is refused as a lone surrogate in a builder-state id (found by the fuzzer)', async () => {
    const cookie = await signedInCookie(ctx.database.db);
    const res = await ctx.app.inject(
      jsonRequest(
        'PUT',
        '/api/v1/builder-state',
        { strengths: [{ id: 'cs\uDF61', name: 'Drawing' }], needs: [], plan: [] },
        cookie,
      ),
    );
    expectRefused(res, 'strengths.0.id');
  });

  it('is refused in a search query', async () => {
    const cookie = await signedInCookie(ctx.database.db);
    for (const q of ['time\u0000', 'read \u001Baloud']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/content/search?q=${encodeURIComponent(q)}`,
        cookies: cookie,
      });
      expectRefused(res, 'q');
    }
  });
});
