import { SSO_PROVIDER_PRESETS, type SsoProviderKind } from '@trellis/shared/sso';
import { emailDomain } from './email-address';

type Claims = Record<string, unknown>;

/**
 * The e-mail address a provider vouches for, or null. `email_verified` must be true, except
 * for providers whose accounts the district itself creates (Microsoft, Clever, ClassLink),
 * where a missing claim is accepted but an explicit false is not. Microsoft may send the
 * address as `preferred_username` instead of `email`.
 */
export function verifiedEmailOf(claims: Claims, kind: SsoProviderKind): string | null {
  const verified = claims.email_verified;
  const districtManaged = SSO_PROVIDER_PRESETS[kind].districtManagedAddresses;
  if (!(verified === true || (districtManaged && verified === undefined))) return null;
  const candidates = [claims.email, kind === 'microsoft' ? claims.preferred_username : undefined];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const address = candidate.trim();
    if (emailDomain(address)) return address;
  }
  return null;
}
