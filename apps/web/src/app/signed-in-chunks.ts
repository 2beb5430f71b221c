// The chunks only someone signed in needs (kept off the sign-in page's first script). Each is
// imported here once: the lazy components use these, and the boot fetches them early.

export const loadSignedInNavbar = () => import('./layout/signed-in-navbar');
export const loadSignedInServices = () => import('./signed-in-services');
export const loadSubscriptionEndingNotice = () =>
  import('../components/subscription-ending-notice');

/** Starts fetching every signed-in chunk; a later `lazy()` of one finds it loaded or on its way. */
export function preloadSignedInChunks() {
  for (const load of [loadSignedInNavbar, loadSignedInServices, loadSubscriptionEndingNotice]) {
    // A chunk that fails here is asked again, and reported, by the component that needs it.
    load().catch(() => {});
  }
}
