import type { z } from 'zod';
import type { ApiErrorCode } from '@trellis/shared/api-error';
import {
  SSO_LIMITS,
  SSO_PROVIDER_KINDS,
  SSO_PROVIDER_PRESETS,
  type SsoProviderCreateBodySchema,
  type SsoProviderKind,
  type SsoProviderView,
} from '@trellis/shared/sso';
import type { SsoProviderRow } from '../../domain/sso/sso-settings.repository';
import {
  isLoopbackIssuer,
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
    'Replace {tenant} in the issuer with the district’s directory (tenant) ID, or type the tenant below.',
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
  return SSO_PROVIDER_KINDS.find((kind) => kind === row.kind) ?? 'oidc';
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

const stillHasTenantPlaceholder = (issuer: string) => /\{tenant\}|%7Btenant%7D/i.test(issuer);

/**
 * The values to store for a form: the preset's button name when none is typed, and the
 * issuer checked (https, or plain http on this machine; no `{tenant}` left for Microsoft).
 */
export function providerValuesOf(body: ProviderBody): ProviderValues {
  const label = body.label || SSO_PROVIDER_PRESETS[body.kind].label;
  if (!label) throw fieldError(RULE_BROKEN, 'label', SSO_MESSAGES.labelRequired);
  if (new URL(body.issuer).protocol !== 'https:' && !isLoopbackIssuer(body.issuer)) {
    throw fieldError(RULE_BROKEN, 'issuer', SSO_MESSAGES.httpsIssuer);
  }
  if (body.kind === 'microsoft' && stillHasTenantPlaceholder(body.issuer)) {
    throw fieldError(RULE_BROKEN, 'issuer', SSO_MESSAGES.microsoftTenant);
  }
  const { kind, issuer, clientId, tenant, enabled } = body;
  return { kind, label, issuer, clientId, tenant, enabled };
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
export async function checkReachable(provider: ProviderClient): Promise<void> {
  try {
    await providerConfiguration(provider);
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
