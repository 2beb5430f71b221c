import { useId } from 'react';
import type { SsoOption } from '@trellis/shared/sso';
import { SsoProviderLinks } from '../../components/sso-provider-links';

/**
 * The "Sign in with …" buttons of the typed address's district, under the e-mail field.
 * Each is a link (a full navigation to the server, which sends the browser on to the
 * provider). The live region is always there but empty, so nothing is reserved on screen
 * for people without single sign-on, and screen readers hear the buttons when they appear.
 */
export function SsoButtons({
  providers,
  returnTo,
  email,
}: {
  providers: readonly SsoOption[];
  returnTo?: string | undefined;
  /** The address typed, which these providers belong to. */
  email: string;
}) {
  const labelId = useId();
  const districtName = providers[0]?.districtName;
  return (
    <div aria-live="polite">
      {districtName && (
        <div role="group" aria-labelledby={labelId} className="mb-3">
          <p id={labelId} className="mb-2">
            Your district, <strong>{districtName}</strong>, signs in with
          </p>
          <SsoProviderLinks
            providers={providers}
            returnTo={returnTo}
            email={email.trim()}
            variant="outline-primary"
          />
        </div>
      )}
    </div>
  );
}
