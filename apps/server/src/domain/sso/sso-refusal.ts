import type { SsoErrorCode } from '@trellis/shared/sso-providers';

/**
 * Why a single sign-on ends without a session. The callback turns it into a redirect to the
 * sign-in page, which shows the code's message: never an error page, never a 500.
 */
export class SsoRefusal extends Error {
  override name = 'SsoRefusal';

  constructor(
    readonly code: SsoErrorCode,
    /** What happened, for the log only: never a token, a code or a claim's value. */
    readonly reason: string = code,
  ) {
    super(reason);
  }
}
