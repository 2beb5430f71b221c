import type { RouteObject } from 'react-router';

/**
 * What a route tells the layout: the document title (in English, or a catalogue key for a
 * translated page), and whether the page speaks the app's language. Pages without the flag
 * keep the spec's English words, and the layout marks their `<main>` as English.
 */
export interface PageHandle {
  title?: string;
  titleKey?: string;
  translated?: boolean;
}

/** A route of one lazily loaded page whose `title` the layout shows as the document title. */
export const page = (path: string, title: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  lazy,
  handle: { title } satisfies PageHandle,
});

/**
 * A page whose every word comes from the catalogues (issue 24): its title is the `app`
 * namespace's `titleKey`, and its `<main>` speaks the app's language.
 */
export const translatedPage = (
  path: string,
  titleKey: string,
  lazy: RouteObject['lazy'],
): RouteObject => ({
  path,
  lazy,
  handle: { titleKey, translated: true } satisfies PageHandle,
});
