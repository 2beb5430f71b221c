import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PlanItem } from '@trellis/shared/builder';
import type { Implementer } from '@trellis/shared/implementers';
import { ImplementersSection } from '../features/builder/implementers/implementers-section';
import { createQueryClient } from '../lib/query-client';
import { signedIn } from './render-app';

// The implementers section's test files share this: a plan holding L1 and A7, people to name,
// and a fake API answering the section's requests.

export const PLAN = '00000000-0000-4000-8000-000000000001';
export const BASE = `/api/v1/plans/${PLAN}/implementers`;
const ITEMS: PlanItem[] = [
  { key: 'L1', title: 'Text-to-Speech' },
  { key: 'A7', title: 'Extended Time' },
];

/** Person `n`, providing L1 with no card sent, unless `change` says otherwise. */
export const person = (n: number, change: Partial<Implementer> = {}): Implementer => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  colleagueId: null,
  name: `Person ${n}`,
  email: `p${n}@school.org`,
  classOrPeriod: '',
  items: ['L1'],
  cardSentAt: null,
  linkActive: false,
  linkExpiresAt: null,
  acknowledgedAt: null,
  cardChangedSinceConfirmed: false,
  remindersPaused: false,
  lastLoggedOn: null,
  ...change,
  itemsInPlan: change.itemsInPlan ?? change.items ?? ['L1'],
});

/** A user with an individual account: no district, so no colleagues to choose. */
export const individual = {
  ...signedIn,
  user: { ...signedIn.user, accountType: 'individual', district: null },
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response;

/**
 * Answers `METHOD path`; the list route answers the current list unless told otherwise.
 * Answers the calls made, in order.
 */
export function stub(
  list: { implementers: Implementer[] },
  routes: Record<string, Handler> = {},
  me: unknown = signedIn,
) {
  const calls: Call[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    if (handler) return handler(body);
    if (path === '/api/v1/me') return Response.json(me);
    if (method === 'GET' && path === BASE) return Response.json({ ...list, limit: 40 });
    return Response.json({ code: 'NOT_FOUND', message: 'no stub' }, { status: 404 });
  };
  return calls;
}

/** The section alone for PLAN and its items. */
export function renderSection(editable = true, planSaving = false) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ImplementersSection
        planId={PLAN}
        items={ITEMS}
        editable={editable}
        planSaving={planSaving}
      />
    </QueryClientProvider>,
  );
}

/** Queries within the list row of the person named. */
export const rowOf = (name: string) => {
  const row = screen.getAllByText(name)[0]?.closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
