// The identity providers, their sign-in paths and their failure messages: apart from the
// schemas in sso.ts, so the sign-in page shows them without loading zod.
import type { SsoProviderKind } from './sso-kinds';

interface ProviderPreset {
  /** What the button says after "Sign in with". */
  label: string;
  /** The provider's issuer; `{tenant}` is replaced by the district's tenant. '' for any. */
  issuer: string;
  /** The ID-token claim that names the district's tenant, when the provider has one. */
  tenantClaim: string | null;
  /**
   * The provider serves many organisations, so the district's tenant must be set and is
   * checked on every sign-in: without it, anyone with an account there could try to join.
   */
  tenantRequired: boolean;
  /**
   * The tenant is the district's own directory, whose administrators set each address, so
   * the address is taken without `email_verified` (Microsoft Entra ID sends no such claim;
   * Clever sends false unless asked otherwise). For the others `email_verified` must be true.
   */
  trustsTenantAddresses: boolean;
}

export const SSO_PROVIDER_PRESETS: Record<SsoProviderKind, ProviderPreset> = {
  google: {
    label: 'Google',
    issuer: 'https://accounts.google.com',
    tenantClaim: 'hd',
    tenantRequired: true,
    trustsTenantAddresses: false,
  },
  microsoft: {
    label: 'Microsoft',
    issuer: 'https://login.microsoftonline.com/{tenant}/v2.0',
    tenantClaim: 'tid',
    tenantRequired: true,
    trustsTenantAddresses: true,
  },
  clever: {
    label: 'Clever',
    issuer: 'https://clever.com',
    tenantClaim: 'district',
    tenantRequired: true,
    trustsTenantAddresses: true,
  },
  classlink: {
    label: 'ClassLink',
    issuer: 'https://launchpad.classlink.com',
    tenantClaim: null,
    tenantRequired: false,
    trustsTenantAddresses: false,
  },
  oidc: {
    label: '',
    issuer: '',
    tenantClaim: null,
    tenantRequired: false,
    trustsTenantAddresses: false,
  },
};

/** A Microsoft Entra ID directory (tenant) ID: a GUID. */
export const ENTRA_TENANT_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The issuer a kind's provider must have for a tenant; '' for `oidc` (any issuer). Microsoft's
 * holds the tenant; `{tenant}` stays while none is typed (and the server refuses it).
 */
export function presetIssuer(kind: SsoProviderKind, tenant: string): string {
  const typed = tenant.trim().toLowerCase();
  return SSO_PROVIDER_PRESETS[kind].issuer.replace('{tenant}', typed || '{tenant}');
}

/** Each kind as the operator console and the audit log name it. */
export const SSO_PROVIDER_KIND_NAMES: Record<SsoProviderKind, string> = {
  google: 'Google Workspace',
  microsoft: 'Microsoft Entra ID',
  clever: 'Clever',
  classlink: 'ClassLink',
  oidc: 'Other OpenID Connect',
};

/** The one redirect address every provider registers (PUBLIC_URL in front of it). */
export const SSO_CALLBACK_PATH = '/api/v1/auth/sso/callback';

/**
 * Where the browser goes to start signing in with a provider: `returnTo` is the page to land
 * on, `email` the address typed, passed to the provider as a login hint.
 */
export function ssoStartPath(
  providerId: string,
  options: { returnTo?: string | undefined; email?: string | undefined } = {},
): string {
  const query = new URLSearchParams();
  if (options.returnTo) query.set('returnTo', options.returnTo);
  if (options.email) query.set('email', options.email);
  const search = query.toString();
  return `/api/v1/auth/sso/${encodeURIComponent(providerId)}/start${search ? `?${search}` : ''}`;
}

/**
 * Why a sign-in through a provider ended without a session: the callback sends the browser
 * to the sign-in page with `?sso=<code>` (`paths.ssoFailed`), which shows the message.
 */
export const SSO_ERROR_MESSAGES = {
  'not-allowed':
    'That account is not one your district allows in Trellis. Sign in with your school account, or ask your district administrator which accounts may join.',
  deactivated:
    'Your Trellis account has been deactivated. Please contact your district administrator.',
  'no-verified-email':
    'Your provider did not confirm an e-mail address for this account, so Trellis cannot sign you in with it.',
  'other-account':
    'This e-mail address belongs to a Trellis account outside this district. Sign in with your e-mail and password instead.',
  'district-unavailable':
    'Your district’s Trellis licence is not active, so new accounts cannot be created. Please contact your district administrator.',
  expired: 'The sign-in took too long or was started in another browser. Please try again.',
  refused: 'The sign-in could not be confirmed with your provider. Please try again.',
  'already-linked':
    'Your Trellis account is linked to another account at this provider. Please contact your district administrator.',
  cancelled: 'The sign-in was cancelled at your provider. Nothing was changed.',
  unavailable: 'Your provider could not be reached. Please try again in a few minutes.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

export const isSsoErrorCode = (value: string): value is SsoErrorCode =>
  Object.hasOwn(SSO_ERROR_MESSAGES, value);

/** Said wherever a session came from a provider: signing out here leaves the provider's own. */
export const ssoSignOutNotice = (provider: string) =>
  `Signing out of Trellis does not sign you out of ${provider}. On a shared computer, sign out of ${provider} too.`;
