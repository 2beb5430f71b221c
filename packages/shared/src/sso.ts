import { z } from 'zod';
import { safeText } from './text';
import { SSO_PROVIDER_KINDS } from './sso-kinds';

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
