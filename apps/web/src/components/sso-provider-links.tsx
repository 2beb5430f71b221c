import type { SsoOption } from '@trellis/shared/sso';
import { ssoStartPath } from '@trellis/shared/sso-providers';

/**
 * "Sign in with …" for each of a district's providers. Each is a link, a full navigation to
 * the server, which sends the browser on to the provider (issue 21).
 */
export function SsoProviderLinks({
  providers,
  returnTo,
  email,
  variant = 'primary',
}: {
  providers: readonly SsoOption[];
  /** The page to land on once signed in. */
  returnTo?: string | undefined;
  /** The address typed, which the provider can fill in. */
  email?: string | undefined;
  variant?: 'primary' | 'outline-primary';
}) {
  return (
    <div className="d-grid gap-2">
      {providers.map((provider) => (
        <a
          key={provider.id}
          href={ssoStartPath(provider.id, { returnTo, email })}
          className={`btn btn-${variant}`}
        >
          Sign in with {provider.label}
        </a>
      ))}
    </div>
  );
}
