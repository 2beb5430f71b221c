/**
 * Navigation state the signed-out guard sends to the dashboard when it redirects a signed-in
 * user away from an e-mailed link (password reset, registration completion), so the dashboard
 * can say why.
 */
export interface DashboardRedirectState {
  notice?: 'signed-in-link';
}

/** The dashboard's notice for `notice: 'signed-in-link'`. */
export const SIGNED_IN_LINK_NOTICE = 'You are already signed in. Sign out first to use that link.';
