import type { SsoErrorCode } from '@trellis/shared/sso-providers';
import { startSession } from '../../domain/sessions/session-store';
import { userForProviderAccount } from '../../domain/sso/sso-accounts';
import { SsoRefusal } from '../../domain/sso/sso-refusal';
import {
  consumeLogin,
  districtDomains,
  districtOfDomain,
  touchIdentity,
} from '../../domain/sso/sso-sign-in.repository';
import { emailDomain } from '../../domain/sso/email-address';
import { verifiedEmailOf } from '../../domain/sso/verified-email';
import { mayJoin } from '../../domain/sso/who-may-join';
import { hashToken } from '../../lib/tokens';
import { openProvider } from './sso-provider';
import { consumeNavigation, SSO_RATE_RULES } from './sso-rate-rules';
import type { SsoDeps } from './sso.service';
import { exchangeCode } from './sso-token-exchange';

/** The provider's answer as the browser brought it back. */
export interface ProviderAnswer {
  state?: string | undefined;
  error?: string | undefined;
  /** The query string as received (`?code=…&state=…`), checked whole by openid-client. */
  search: string;
  /** The value of the browser's single sign-on cookie. */
  browser?: string | undefined;
}

/** The `sub` column's size: a longer subject is not one we can keep. */
const SUBJECT_MAX = 255;

const providerError = (error: string): SsoErrorCode =>
  error === 'access_denied' ? 'cancelled' : 'refused';

/**
 * Finishes a sign-in: takes its row once (a replay, an expired row or another browser's
 * answer is `expired`), checks the provider's answer and ID token, who may join, and the
 * account, then starts the usual session. Every failure is an {@link SsoRefusal}.
 */
export async function finishSignIn(deps: SsoDeps, answer: ProviderAnswer, ip: string) {
  await consumeNavigation(deps.limiter, `sso-callback:ip:${ip}`, SSO_RATE_RULES.callbackPerIp);
  const login = answer.state ? await consumeLogin(deps.db, hashToken(answer.state)) : undefined;
  if (answer.error !== undefined) {
    throw new SsoRefusal(providerError(answer.error), 'the provider answered with an error');
  }
  const sameBrowser =
    answer.browser !== undefined && login?.browserHash === hashToken(answer.browser);
  if (!login || !answer.state || login.expiresAt <= deps.clock.now() || !sameBrowser) {
    throw new SsoRefusal('expired', 'no sign-in under way for this state and browser');
  }

  const opened = await openProvider(deps, login.providerId);
  const claims = await exchangeCode(opened.oidc, login, {
    publicUrl: deps.config.PUBLIC_URL,
    search: answer.search,
    state: answer.state,
  });
  if (claims.sub.length > SUBJECT_MAX) throw new SsoRefusal('refused', 'the subject is too long');
  const email = verifiedEmailOf(claims, opened.kind);
  if (!email) throw new SsoRefusal('no-verified-email', 'no verified e-mail in the ID token');
  const domains = await districtDomains(deps.db, opened.district.id);
  if (!mayJoin({ domains, kind: opened.kind, tenant: opened.provider.tenant }, email, claims)) {
    throw new SsoRefusal('not-allowed', 'the account does not meet the district rules');
  }
  // A tenant's administrators can give anyone any address: one another district lists is
  // that district's to vouch for, never this one's.
  const owner = await districtOfDomain(deps.db, emailDomain(email) ?? '');
  if (owner !== undefined && owner !== opened.district.id) {
    throw new SsoRefusal('not-allowed', 'the address belongs to a domain of another district');
  }

  const user = await userForProviderAccount(deps, {
    provider: opened.provider,
    label: opened.label,
    district: opened.district,
    subject: claims.sub,
    email,
    claims,
  });
  const session = await startSession(deps, user.id, { signedInWith: opened.label });
  await touchIdentity(deps.db, opened.provider.id, claims.sub, deps.clock.now());
  return { ...session, returnTo: login.returnTo };
}
