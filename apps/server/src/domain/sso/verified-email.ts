import { SSO_PROVIDER_PRESETS } from '@trellis/shared/sso-providers';
import type { SsoProviderKind } from '@trellis/shared/sso-kinds';
import { emailDomain } from './email-address';

type Claims = Record<string, unknown>;

/**
 * The e-mail address a provider vouches for, or null. `email_verified` must be true, except
 * for providers whose tenant is the district's own directory (Microsoft Entra ID, Clever),
 * checked on every sign-in: its administrators set the addresses, and neither provider sends
 * a true claim by default. Microsoft may send the address as `preferred_username`.
 */
export function verifiedEmailOf(claims: Claims, kind: SsoProviderKind): string | null {
  const verified = claims.email_verified;
  if (verified !== true && !SSO_PROVIDER_PRESETS[kind].trustsTenantAddresses) return null;
  const candidates = [claims.email, kind === 'microsoft' ? claims.preferred_username : undefined];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const address = candidate.trim();
    if (emailDomain(address)) return address;
  }
  return null;
}
