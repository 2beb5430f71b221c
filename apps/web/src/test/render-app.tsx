import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { answerBatch, batchKeyPaths } from './accommodation-batch-stub';

type Json = Record<string, unknown>;

/**
 * Answers the app's API calls in a component test (the real server runs in the server and
 * end-to-end suites). Unknown paths answer 404 so a missing stub shows up as a failure. An
 * answer given as a function receives the request's JSON body. Library entries are stubbed
 * at their one-key paths, which also answer the batch route.
 */
export function stubApi(answers: Record<string, Json | ((body: unknown) => Promise<Response>)>) {
  const calls: string[] = [];
  const answerFor = async (path: string, init?: RequestInit): Promise<Response> => {
    const answer = answers[path];
    if (typeof answer === 'function') {
      return answer(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    }
    if (!answer)
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'no stub' }), {
        status: 404,
      });
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const batch = batchKeyPaths(url);
    // A batch of library entries counts as asking for each of them.
    calls.push(...(batch ?? [url.pathname]));
    return batch ? answerBatch(batch, (path) => answerFor(path)) : answerFor(url.pathname, init);
  };
  return calls;
}

export const signedOut = { user: null, session: null };

export const signedIn = {
  user: {
    id: '0b7f3c8e-1d7b-4c8e-9a55-3f1e2b4c5d6e',
    firstName: 'Rosa',
    lastName: 'Diaz',
    email: 'rosa@example.org',
    accountType: 'district',
    district: {
      id: '5d1f0c2a-3b4e-4f6a-8c7d-9e0f1a2b3c4d',
      name: 'Maple Grove Schools',
      code: 'MAPLE123',
      isActive: true,
      expires: null,
    },
  },
  session: { expiresAt: '2030-01-01T00:00:00.000Z', idleExpiresAt: '2030-01-01T00:00:00.000Z' },
};

/** The whole app (real route table, guards, layout) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
