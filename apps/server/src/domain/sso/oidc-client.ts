import * as client from 'openid-client';

/** How long a provider's discovery document and keys are reused before they are read again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** A provider that does not answer in time is reported unreachable, not waited for. */
const PROVIDER_TIMEOUT_S = 10;

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Whether a plain-http issuer on this machine may stand in for a provider: in development
 * and tests only. openid-client's insecure mode then covers every address the discovery
 * document names, so a production server never enters it.
 */
export const loopbackIssuersAllowed = (config: { NODE_ENV: string }) =>
  config.NODE_ENV !== 'production';

/** The provider could not be reached, or its discovery document is not usable. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/**
 * An issuer on this machine over plain http (a provider started by the tests or by a
 * developer); every real provider is reached over https, as openid-client requires.
 */
export function isLoopbackIssuer(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  return (
    protocol === 'http:' &&
    (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
  );
}

const cache = new Map<string, { config: Promise<client.Configuration>; at: number }>();

/**
 * The provider's configuration from its discovery document (`/.well-known/openid-configuration`),
 * cached for an hour per issuer and client. ID tokens are checked against the provider's
 * published keys (`enableNonRepudiationChecks`): openid-client would otherwise trust a token
 * for having come over TLS, and the issue asks for the signature to be checked.
 */
export function providerConfiguration(
  provider: ProviderClient,
  options: { allowLoopbackHttp: boolean },
  now = Date.now(),
): Promise<client.Configuration> {
  const insecure = options.allowLoopbackHttp && isLoopbackIssuer(provider.issuer);
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret, insecure]);
  const cached = cache.get(key);
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const config = discover(provider, insecure);
  cache.set(key, { config, at: now });
  // A failed discovery is not kept: the next sign-in tries again.
  config.catch(() => cache.delete(key));
  return config;
}

async function discover(
  provider: ProviderClient,
  insecure: boolean,
): Promise<client.Configuration> {
  try {
    const config = await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      { client_secret: provider.clientSecret },
      client.ClientSecretBasic(provider.clientSecret),
      {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_S,
      },
    );
    client.enableNonRepudiationChecks(config);
    return config;
  } catch (error) {
    throw new ProviderUnavailableError(
      `The provider at ${provider.issuer} could not be read: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** Forgets cached configurations (a provider's settings changed, or a test starts afresh). */
export function forgetProviderConfigurations() {
  cache.clear();
}
