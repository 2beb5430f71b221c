import type { RouteObject } from 'react-router';

/** A route of one lazily loaded page whose `title` the layout shows as the document title. */
export const page = (path: string, title: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  lazy,
  handle: { title },
});
