import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

export const DEMO_CODE = process.env.E2E_DEMO_CODE ?? '';

/** A client address of its own for each call, as if from another school. */
export function otherAddress() {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${((c ?? 0) % 250) + 1}`;
}

/** The headers our own pages send with a JSON request. */
export function pageHeaders(baseURL: string) {
  return { origin: new URL(baseURL).origin, 'x-forwarded-for': otherAddress() };
}

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers a district account through the API, in the demo district unless another code is given. */
export async function registerAccount(
  request: APIRequestContext,
  baseURL: string,
  overrides: Partial<TestAccount> = {},
  code = DEMO_CODE,
): Promise<TestAccount> {
  const account = {
    email: `teacher-${randomBytes(4).toString('hex')}@example.org`,
    password: 'willow-creek-morning',
    firstName: 'Robin',
    lastName: 'Okafor',
    ...overrides,
  };
  const res = await request.post('/api/v1/auth/register', {
    headers: pageHeaders(baseURL),
    data: {
      email: account.email,
      fname: account.firstName,
      lname: account.lastName,
      password: account.password,
      code,
      type: 'district',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** Signs a browser context in through the API (its cookie jar gets the session). */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  account: TestAccount,
) {
  const res = await context.request.post('/api/v1/auth/login', {
    headers: pageHeaders(baseURL),
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}
