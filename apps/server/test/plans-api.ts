import type { TestApp } from './test-app';
import { jsonRequest } from './http';

/** The plans API as one signed-in user calls it, answering `inject` responses. */
export function plansApi(app: () => TestApp, cookies: Record<string, string>) {
  const url = (path = '') => `/api/v1/plans${path}`;
  const get = (path: string) => app().inject({ method: 'GET', url: url(path), cookies });
  return {
    list: () => get(''),
    /** The list with the current plan whole (`include=current`), or any other `include`. */
    listWith: (include: string) => get(`?include=${encodeURIComponent(include)}`),
    create: (body: object) => app().inject(jsonRequest('POST', url(), body, cookies)),
    get: (id: string) => get(`/${id}`),
    update: (id: string, body: object) =>
      app().inject(jsonRequest('PATCH', url(`/${id}`), body, cookies)),
    saveState: (id: string, body: object) =>
      app().inject(jsonRequest('PUT', url(`/${id}/state`), body, cookies)),
    remove: (id: string) => app().inject(jsonRequest('DELETE', url(`/${id}`), {}, cookies)),
    choose: (planId: string) =>
      app().inject(jsonRequest('PUT', url('/current'), { planId }, cookies)),
    share: (id: string, body: object) =>
      app().inject(jsonRequest('PUT', url(`/${id}/shares`), body, cookies)),
    unshare: (id: string, userId: string) =>
      app().inject(jsonRequest('DELETE', url(`/${id}/shares/${userId}`), {}, cookies)),
    history: (id: string) => get(`/${id}/history`),
  };
}
export type PlansApi = ReturnType<typeof plansApi>;
