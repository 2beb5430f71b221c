import * as client from 'openid-client';
import type { SsoOptionsResponse } from '@trellis/shared/sso';
import { SSO_CALLBACK_PATH } from '@trellis/shared/sso-providers';
import { isSsoProviderKind } from '@trellis/shared/sso-kinds';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailDomain } from '../../domain/sso/email-address';
import {
  enabledProvidersOfDomain,
  enabledProvidersOfSlug,
  insertLogin,
  type ProviderButton,
} from '../../domain/sso/sso-sign-in.repository';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashToken, randomToken } from '../../lib/tokens';
import { SSO_LOGIN_MINUTES } from './sso-browser-cookie';
import { openProvider, providerLabel } from './sso-provider';
import { consumeNavigation, SSO_RATE_RULES } from './sso-rate-rules';
import { safeReturnTo } from './return-to';

export interface SsoDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  config: Config;
}

const NO_SSO_AT_ADDRESS =
  'This address has no single sign-on. Sign in with your e-mail and password.';

const asOptions = (buttons: ProviderButton[]): SsoOptionsResponse => ({
  providers: buttons.flatMap(({ id, kind, districtName, ...rest }) =>
    isSsoProviderKind(kind)
      ? [{ id, kind, districtName, label: providerLabel({ kind, ...rest }) }]
      : [],
  ),
});

/**
 * The buttons for an e-mail address: its domain's district's enabled providers. Any other or
 * malformed address has none; the answer never says whether an account exists.
 */
export async function optionsForEmail(
  deps: SsoDeps,
  email: string | undefined,
  ip: string,
): Promise<SsoOptionsResponse> {
  await deps.limiter.consume(`sso-options:ip:${ip}`, SSO_RATE_RULES.optionsPerIp);
  const domain = email === undefined ? null : emailDomain(email.trim());
  if (!domain) return { providers: [] };
  return asOptions(await enabledProvidersOfDomain(deps.db, domain));
}

/**
 * The buttons of a district's own sign-in address (a valid slug), or 404 when it has none.
 * Counted with the e-mail look-ups, so district names cannot be listed by trying slugs.
 */
export async function optionsForSlug(
  deps: SsoDeps,
  slug: string,
  ip: string,
): Promise<SsoOptionsResponse> {
  await deps.limiter.consume(`sso-options:ip:${ip}`, SSO_RATE_RULES.optionsPerIp);
  const options = asOptions(await enabledProvidersOfSlug(deps.db, slug));
  if (options.providers.length === 0) throw new AppError('NOT_FOUND', NO_SSO_AT_ADDRESS);
  return options;
}

export interface StartRequest {
  providerId: string;
  returnTo?: string;
  /** What the person typed on the sign-in page, handed to the provider as a hint. */
  email?: string;
}

/**
 * Stores a sign-in under way (hashes of its state and of the browser's value, the PKCE
 * verifier, the nonce, where to return) and answers the provider's authorization address
 * with the browser's value for its cookie.
 */
export async function startSignIn(deps: SsoDeps, start: StartRequest, ip: string) {
  await consumeNavigation(deps.limiter, `sso-start:ip:${ip}`, SSO_RATE_RULES.startPerIp);
  const { provider, oidc } = await openProvider(deps, start.providerId);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const browser = randomToken();
  const now = deps.clock.now();
  await insertLogin(
    deps.db,
    {
      stateHash: hashToken(state),
      providerId: provider.id,
      browserHash: hashToken(browser),
      codeVerifier,
      nonce,
      returnTo: safeReturnTo(start.returnTo),
      expiresAt: new Date(now.getTime() + SSO_LOGIN_MINUTES * 60_000),
    },
    now,
  );
  const hint = start.email?.trim();
  const authorizationUrl = client.buildAuthorizationUrl(oidc, {
    redirect_uri: `${deps.config.PUBLIC_URL}${SSO_CALLBACK_PATH}`,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(hint && emailDomain(hint) ? { login_hint: hint } : {}),
  });
  return { authorizationUrl: authorizationUrl.href, browser };
}
