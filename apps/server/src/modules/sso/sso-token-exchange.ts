import * as client from 'openid-client';
import { SSO_CALLBACK_PATH } from '@trellis/shared/sso-providers';
import { SsoRefusal } from '../../domain/sso/sso-refusal';
import type { SsoLoginRow } from '../../domain/sso/sso-sign-in.repository';

/** What went wrong, for the log: the error's kind and message, never a token or a code. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown failure';
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}${cause}`;
}

// fetch fails with a TypeError when the provider cannot be reached, and with a TimeoutError
// when it does not answer in time; every other failure is about what it answered.
const unreachable = (error: unknown) =>
  error instanceof TypeError ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

/**
 * Exchanges the provider's code for tokens and answers the ID token's claims. openid-client
 * checks the answer's state and issuer, sends the PKCE verifier, and validates the ID token:
 * its signature against the provider's keys, issuer, audience, expiry and our nonce. Any
 * failure is `refused` (`unavailable` when the provider cannot be reached).
 *
 * The address it checks is rebuilt from PUBLIC_URL, not from the Host header: behind a proxy
 * they differ, and it must be the redirect URI the sign-in started with.
 */
export async function exchangeCode(
  oidc: client.Configuration,
  login: SsoLoginRow,
  answer: { publicUrl: string; search: string; state: string },
): Promise<client.IDToken> {
  const currentUrl = new URL(`${answer.publicUrl}${SSO_CALLBACK_PATH}${answer.search}`);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: answer.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw new SsoRefusal(unreachable(error) ? 'unavailable' : 'refused', describeFailure(error));
  }
  if (!claims) throw new SsoRefusal('refused', 'the provider sent no ID token');
  return claims;
}
