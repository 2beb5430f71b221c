import { z } from 'zod';
import { safeText } from './text';

/** The identity providers a district can connect; `oidc` is any other OpenID Connect issuer. */
export const SSO_PROVIDER_KINDS = ['google', 'microsoft', 'clever', 'classlink', 'oidc'] as const;
export type SsoProviderKind = (typeof SSO_PROVIDER_KINDS)[number];

/** Whether a stored kind is one Trellis knows (the table's check allows only these). */
export const isSsoProviderKind = (value: string): value is SsoProviderKind =>
  (SSO_PROVIDER_KINDS as readonly string[]).includes(value);

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

/** One "Sign in with …" button. */
export const SsoOptionSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  kind: z.enum(SSO_PROVIDER_KINDS),
  districtName: z.string(),
});
export type SsoOption = z.infer<typeof SsoOptionSchema>;

/**
 * `GET /api/v1/auth/sso/options?email=…` (the domain's district) and
 * `GET /api/v1/auth/sso/districts/:slug` (a district's own sign-in address): the buttons to
 * show, none when the domain or address has no single sign-on.
 */
export const SsoOptionsResponseSchema = z.object({ providers: z.array(SsoOptionSchema) });
export type SsoOptionsResponse = z.infer<typeof SsoOptionsResponseSchema>;

// ---- Operator configuration ----

// No lookahead for the length (max below): the API fuzzer generates values from these patterns.
const DOMAIN_PATTERN = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;

export const SSO_LIMITS = { domains: 20, providers: 5, slugMax: 48 } as const;

export const SsoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'A domain has at most 253 characters')
  .regex(DOMAIN_PATTERN, 'Enter a domain such as springfield.k12.il.us, without @ or https://');

export const SsoSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    SLUG_PATTERN,
    'Use 1 to 48 lower-case letters, digits and hyphens, starting and ending with a letter or digit',
  );

/** `PUT /api/v1/operator/districts/:id/sso`: who may join, and the district's sign-in address. */
export const SsoSettingsBodySchema = z.object({
  /** `/sso/<slug>`; null for no address of its own. */
  slug: SsoSlugSchema.nullable(),
  domains: z
    .array(SsoDomainSchema)
    .max(SSO_LIMITS.domains, `At most ${SSO_LIMITS.domains} domains`)
    .refine((list) => new Set(list).size === list.length, 'Each domain only once'),
});
export type SsoSettingsBody = z.infer<typeof SsoSettingsBodySchema>;

const providerFields = {
  kind: z.enum(SSO_PROVIDER_KINDS, { error: 'Choose a provider' }),
  /** The button's name; the preset's label when empty (required for `oidc`). */
  label: safeText().trim().max(64, 'At most 64 characters'),
  issuer: z
    .url({ protocol: /^https?$/, error: 'Enter the issuer address, starting with https://' })
    .trim()
    .max(512),
  clientId: safeText().trim().min(1, 'Enter the client ID').max(256),
  /** The district's tenant (Google Workspace domain, Microsoft tenant ID); empty for none. */
  tenant: safeText().trim().max(128),
  enabled: z.boolean(),
};

/** `POST /api/v1/operator/districts/:id/sso/providers`. */
export const SsoProviderCreateBodySchema = z.object({
  ...providerFields,
  clientSecret: safeText().min(1, 'Enter the client secret').max(1024),
});
export type SsoProviderCreateBody = z.infer<typeof SsoProviderCreateBodySchema>;

/** `PUT /api/v1/operator/districts/:id/sso/providers/:providerId`: an empty secret keeps it. */
export const SsoProviderUpdateBodySchema = z.object({
  ...providerFields,
  clientSecret: safeText().max(1024),
});
export type SsoProviderUpdateBody = z.infer<typeof SsoProviderUpdateBodySchema>;

/** A provider as the console shows it: the secret never leaves the server. */
export const SsoProviderViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SSO_PROVIDER_KINDS),
  label: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  tenant: z.string(),
  enabled: z.boolean(),
  hasSecret: z.boolean(),
  updatedAt: z.string(),
});
export type SsoProviderView = z.infer<typeof SsoProviderViewSchema>;

/** `GET /api/v1/operator/districts/:id/sso`. */
export const DistrictSsoResponseSchema = z.object({
  slug: z.string().nullable(),
  domains: z.array(z.string()),
  providers: z.array(SsoProviderViewSchema),
  /** The redirect URI to register at each provider. */
  callbackUrl: z.string(),
  /** False when SSO_SECRET_KEY is not set: providers cannot be saved or used. */
  secretsConfigured: z.boolean(),
});
export type DistrictSsoResponse = z.infer<typeof DistrictSsoResponseSchema>;
