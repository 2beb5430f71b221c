// The kinds of identity provider, on their own: the schemas in sso.ts build on them, and
// nothing the sign-in page loads needs them at run time.

/** The identity providers a district can connect; `oidc` is any other OpenID Connect issuer. */
export const SSO_PROVIDER_KINDS = ['google', 'microsoft', 'clever', 'classlink', 'oidc'] as const;
export type SsoProviderKind = (typeof SSO_PROVIDER_KINDS)[number];

/** Whether a stored kind is one Trellis knows (the table's check allows only these). */
export const isSsoProviderKind = (value: string): value is SsoProviderKind =>
  (SSO_PROVIDER_KINDS as readonly string[]).includes(value);
