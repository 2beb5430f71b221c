import type { Configuration } from 'openid-client';
import { z } from 'zod';
import { SSO_PROVIDER_PRESETS } from '@trellis/shared/sso-providers';
import { isSsoProviderKind, type SsoProviderKind } from '@trellis/shared/sso-kinds';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ssoSecretBox } from '../../lib/secret-box';
import { loopbackIssuersAllowed, providerConfiguration } from '../../domain/sso/oidc-client';
import { SsoRefusal } from '../../domain/sso/sso-refusal';
import {
  findEnabledProvider,
  type DistrictRow,
  type SsoProviderRow,
} from '../../domain/sso/sso-sign-in.repository';

export interface OpenProvider {
  provider: SsoProviderRow;
  kind: SsoProviderKind;
  /** What the button and the session say: the operator's label, else the preset's. */
  label: string;
  district: DistrictRow;
  oidc: Configuration;
}

/** A provider's name as people see it. */
export function providerLabel(provider: { kind: string; label: string }): string {
  if (provider.label.trim()) return provider.label.trim();
  return (
    (isSsoProviderKind(provider.kind) && SSO_PROVIDER_PRESETS[provider.kind].label) ||
    'your provider'
  );
}

/**
 * An enabled provider with its district and its OpenID configuration (discovered, cached).
 * Whatever keeps it from being used (unknown or disabled, no SSO_SECRET_KEY, a secret sealed
 * under another key, the provider unreachable) is one refusal: `unavailable`.
 */
export async function openProvider(
  deps: { db: Db; config: Config },
  providerId: string,
): Promise<OpenProvider> {
  const box = ssoSecretBox(deps.config);
  if (!box) throw new SsoRefusal('unavailable', 'SSO_SECRET_KEY is not set');
  if (!z.uuid().safeParse(providerId).success) {
    throw new SsoRefusal('unavailable', 'no such provider');
  }
  const found = await findEnabledProvider(deps.db, providerId);
  if (!found || !isSsoProviderKind(found.provider.kind)) {
    throw new SsoRefusal('unavailable', 'no such provider, or it is disabled');
  }
  const { provider, district } = found;
  let clientSecret: string;
  try {
    clientSecret = box.open(provider.clientSecretEncrypted);
  } catch {
    throw new SsoRefusal('unavailable', 'the client secret cannot be opened with SSO_SECRET_KEY');
  }
  try {
    const oidc = await providerConfiguration(
      { issuer: provider.issuer, clientId: provider.clientId, clientSecret },
      { allowLoopbackHttp: loopbackIssuersAllowed(deps.config) },
    );
    return { provider, kind: found.provider.kind, label: providerLabel(provider), district, oidc };
  } catch (error) {
    throw new SsoRefusal('unavailable', (error as Error).message);
  }
}
