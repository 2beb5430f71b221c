import { SSO_PROVIDER_PRESETS } from '@trellis/shared/sso-providers';
import type { SsoProviderKind } from '@trellis/shared/sso-kinds';
import { emailDomain } from './email-address';

export interface JoinRules {
  /** The district's e-mail domains (lower-case); none for no domain rule. */
  domains: readonly string[];
  /** The provider's kind: its preset says which claim names the tenant. */
  kind: SsoProviderKind;
  /** The district's tenant at this provider; '' for no tenant rule. */
  tenant: string;
}

/**
 * Whether a provider's account may sign in to the district: its e-mail's domain must be one
 * the district lists (when it lists any), and its tenant claim must name the district's
 * tenant (when the provider has one set and its kind has such a claim). With neither rule
 * configured nobody may join: a provider alone would let in anyone who has an account there
 * (any Google account, say).
 */
export function mayJoin(rules: JoinRules, email: string, claims: Record<string, unknown>): boolean {
  const tenantClaim = SSO_PROVIDER_PRESETS[rules.kind].tenantClaim;
  const { tenantRequired } = SSO_PROVIDER_PRESETS[rules.kind];
  // A provider of many organisations without the district's tenant lets nobody in.
  if (tenantRequired && rules.tenant.trim() === '') return false;
  const tenantRule = rules.tenant.trim() !== '' && tenantClaim !== null;
  const domainRule = rules.domains.length > 0;
  if (!tenantRule && !domainRule) return false;
  if (domainRule) {
    const domain = emailDomain(email);
    if (!domain || !rules.domains.some((listed) => listed.toLowerCase() === domain)) return false;
  }
  if (tenantRule) {
    const claimed = claims[tenantClaim];
    if (typeof claimed !== 'string') return false;
    if (claimed.trim().toLowerCase() !== rules.tenant.trim().toLowerCase()) return false;
  }
  return true;
}
