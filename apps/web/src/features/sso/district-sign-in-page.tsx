import { Link, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed } from '../../components/load-failed';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { SsoProviderLinks } from '../../components/sso-provider-links';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { useDistrictSso } from './api/district-sso';

/** An address that names no district: unknown (404) or not a sign-in address at all (400). */
const isUnknownAddress = (error: Error) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

function PasswordSignInLink({ children }: { children: string }) {
  return (
    <p>
      <Link to={paths.signIn}>{children}</Link>
    </p>
  );
}

function NoDistrictSignIn({ message }: { message: string }) {
  return (
    <section className="py-4 narrow-page">
      <PageHeading>Sign In</PageHeading>
      <Alert variant="info">{message}</Alert>
      <PasswordSignInLink>Sign in with your e-mail address and password</PasswordSignInLink>
    </section>
  );
}

/**
 * /sso/:slug — a district's own sign-in address (issue 21): its name and its "Sign in with …"
 * buttons, for a link on the district's staff portal. The e-mail and password sign-in stays
 * one link away.
 */
export function DistrictSignInPage() {
  const { slug = '' } = useParams();
  const district = useDistrictSso(slug);

  if (district.isPending) return <LoadingIndicator />;
  if (district.isError) {
    if (isUnknownAddress(district.error)) {
      return (
        <NoDistrictSignIn message="There is no district sign-in at this address. Check the link with your district, or sign in with your e-mail address and password." />
      );
    }
    return (
      <section className="py-4 narrow-page">
        <PageHeading>Sign In</PageHeading>
        <LoadFailed
          what="your district's sign-in"
          error={district.error}
          onRetry={() => void district.refetch()}
        />
      </section>
    );
  }
  const { providers } = district.data;
  const districtName = providers[0]?.districtName;
  if (!districtName) {
    return (
      <NoDistrictSignIn message="Your district's single sign-on is switched off at the moment. Sign in with your e-mail address and password, or ask your district administrator." />
    );
  }
  return (
    <section className="py-4 narrow-page">
      <PageHeading>{districtName}</PageHeading>
      <p className="lead">Sign in to Trellis with your school account.</p>
      <div className="mb-4">
        <SsoProviderLinks providers={providers} />
      </div>
      <PasswordSignInLink>Sign in with your e-mail address and password instead</PasswordSignInLink>
    </section>
  );
}
