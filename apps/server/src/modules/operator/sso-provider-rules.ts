import type { z } from 'zod';
import type { ApiErrorCode } from '@trellis/shared/api-error';
import {
  SSO_LIMITS,
  type SsoProviderCreateBodySchema,
  type SsoProviderView,
} from '@trellis/shared/sso';
import {
  ENTRA_TENANT_PATTERN,
  presetIssuer,
  SSO_PROVIDER_PRESETS,
} from '@trellis/shared/sso-providers';
import { isSsoProviderKind, type SsoProviderKind } from '@trellis/shared/sso-kinds';
import type { SsoProviderRow } from '../../domain/sso/sso-settings.repository';
import {
  isLoopbackIssuer,
  loopbackIssuersAllowed,
  type ProviderClient,
  providerConfiguration,
  ProviderUnavailableError,
} from '../../domain/sso/oidc-client';
import { AppError, fieldError } from '../../errors';
import { ssoSecretBox, type SecretBox } from '../../lib/secret-box';
import type { Config } from '../../config';

// The rules a district's provider must meet before it is saved (issue 21, decision 025), and
// the words the console shows when one is not met.

/**
 * A setting that breaks a rule of single sign-on. The catalogue has no 422 code, so these
 * answer 400 with the field at fault, like the schema's own checks.
 */
export const RULE_BROKEN: ApiErrorCode = 'VALIDATION_FAILED';

export const SSO_MESSAGES = {
  providerNotFound: 'This provider does not exist. It may have been removed.',
  noSecretKey:
    'Trellis cannot store client secrets because SSO_SECRET_KEY is not set on the server. Set it (see docs/sso.md), restart Trellis, then save the provider again.',
  secretUnreadable:
    'The stored client secret cannot be read with the server’s current SSO_SECRET_KEY. Enter the client secret again.',
  labelRequired: 'Enter the name the sign-in button shows for this provider.',
  httpsIssuer: 'The issuer address must start with https://.',
  microsoftTenant:
    'Enter the district’s directory (tenant) ID, a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47, from the Entra admin center’s Overview page.',
  tenantRequired: {
    google:
      'Enter the district’s Google Workspace domain (such as springfield.k12.il.us), so only the district’s own Google accounts can join.',
    clever:
      'Enter the district’s Clever district ID (from the Clever dashboard), so only the district’s own Clever accounts can join.',
  } as Partial<Record<SsoProviderKind, string>>,
  presetIssuer: (issuer: string) =>
    `This provider’s issuer is ${issuer}. Choose “Other OpenID Connect” for any other issuer.`,
  limit: `A district can have at most ${SSO_LIMITS.providers} providers. Remove one before adding another.`,
  joinRule:
    "Add the district's e-mail domains or the provider's tenant first, so only the district's staff can join",
  unreachable: (issuer: string) =>
    `Trellis could not read the provider's settings at ${issuer}. Check the issuer address.`,
} as const;

export type ProviderBody = Omit<z.output<typeof SsoProviderCreateBodySchema>, 'clientSecret'>;
/** What is stored of a provider but its secret. */
export type ProviderValues = Pick<
  SsoProviderRow,
  'label' | 'issuer' | 'clientId' | 'tenant' | 'enabled'
> & { kind: SsoProviderKind };

/** The stored kind (the table's check allows only these). */
export function kindOf(row: Pick<SsoProviderRow, 'kind'>): SsoProviderKind {
  return isSsoProviderKind(row.kind) ? row.kind : 'oidc';
}

/** A provider as the console shows it: never its secret. */
export function providerView(row: SsoProviderRow): SsoProviderView {
  return {
    id: row.id,
    kind: kindOf(row),
    label: row.label,
    issuer: row.issuer,
    clientId: row.clientId,
    tenant: row.tenant,
    enabled: row.enabled,
    hasSecret: row.clientSecretEncrypted !== '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether the provider names a tenant its ID tokens are checked against (Google hd, Entra tid). */
export function hasTenantRule(provider: { kind: SsoProviderKind; tenant: string }): boolean {
  return provider.tenant !== '' && SSO_PROVIDER_PRESETS[provider.kind].tenantClaim !== null;
}

/** An enabled provider that only the district's e-mail domains keep to the district's staff. */
export function reliesOnDomains(provider: ProviderValues): boolean {
  return provider.enabled && !hasTenantRule(provider);
}

/** The box that seals client secrets, or 409 at `clientSecret` when SSO_SECRET_KEY is unset. */
export function secretBoxOrRefuse(config: Config): SecretBox {
  const box = ssoSecretBox(config);
  if (!box) throw fieldError('CONFLICT', 'clientSecret', SSO_MESSAGES.noSecretKey);
  return box;
}

/**
 * The values to store for a form: the preset's button name when none is typed, and the
 * issuer and tenant checked. A named provider (Google, Microsoft, Clever, ClassLink) has its
 * own issuer, and those serving many organisations need the district's tenant: otherwise a
 * token from another organisation at the same provider could pass. Outside production a
 * plain-http issuer on this machine may stand in for any provider (the tests' provider).
 */
export function providerValuesOf(
  body: ProviderBody,
  config: Pick<Config, 'NODE_ENV'>,
): ProviderValues {
  const label = body.label || SSO_PROVIDER_PRESETS[body.kind].label;
  if (!label) throw fieldError(RULE_BROKEN, 'label', SSO_MESSAGES.labelRequired);
  const { kind, issuer, clientId, enabled } = body;
  const tenant = kind === 'microsoft' ? body.tenant.toLowerCase() : body.tenant;
  if (kind === 'microsoft' && !ENTRA_TENANT_PATTERN.test(tenant)) {
    throw fieldError(RULE_BROKEN, 'tenant', SSO_MESSAGES.microsoftTenant);
  }
  const tenantMessage = SSO_MESSAGES.tenantRequired[kind];
  if (SSO_PROVIDER_PRESETS[kind].tenantRequired && tenant === '' && tenantMessage) {
    throw fieldError(RULE_BROKEN, 'tenant', tenantMessage);
  }
  const standIn = loopbackIssuersAllowed(config) && isLoopbackIssuer(issuer);
  if (new URL(issuer).protocol !== 'https:' && !standIn) {
    throw fieldError(RULE_BROKEN, 'issuer', SSO_MESSAGES.httpsIssuer);
  }
  const expected = presetIssuer(kind, tenant);
  if (expected !== '' && issuer.replace(/\/+$/, '') !== expected && !standIn) {
    throw fieldError(RULE_BROKEN, 'issuer', SSO_MESSAGES.presetIssuer(expected));
  }
  return {
    kind,
    label,
    issuer: expected && !standIn ? expected : issuer,
    clientId,
    tenant,
    enabled,
  };
}

/** The stored secret in plain text, or 400 at `clientSecret` when the key has changed since. */
export function openStoredSecret(box: SecretBox, row: SsoProviderRow): string {
  try {
    return box.open(row.clientSecretEncrypted);
  } catch {
    throw fieldError(RULE_BROKEN, 'clientSecret', SSO_MESSAGES.secretUnreadable);
  }
}

/** Reads the provider's discovery document: 400 at `issuer` when it cannot be read. */
export async function checkReachable(
  provider: ProviderClient,
  config: Pick<Config, 'NODE_ENV'>,
): Promise<void> {
  try {
    await providerConfiguration(provider, { allowLoopbackHttp: loopbackIssuersAllowed(config) });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw fieldError(RULE_BROKEN, 'issuer', SSO_MESSAGES.unreachable(provider.issuer));
    }
    throw error;
  }
}

/** The refusal of a provider beyond the district's limit. */
export const providerLimitReached = () => new AppError('LIMIT_REACHED', SSO_MESSAGES.limit);

/** The refusal of an enabled provider nothing keeps to the district's staff. */
export const joinRuleMissing = () => fieldError(RULE_BROKEN, 'enabled', SSO_MESSAGES.joinRule);
