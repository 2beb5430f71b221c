import { Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { useMe } from '../../hooks/use-me';
import { useAppTranslation } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-load';

// The page links and the user menu (with their dropdown, collapse and plan count) load only
// for someone signed in: the sign-in page needs none of them.
const SignedInNavbar = lazyComponent(
  () => import('./signed-in-navbar'),
  (m) => m.SignedInNavbar,
);

/**
 * The logo alone, in the same bar (and Bootstrap classes) as the signed-in navbar, so the
 * header keeps its place while that one loads.
 */
export function LogoBar() {
  const { t } = useAppTranslation();
  return (
    <nav aria-label={t('nav.main')} className="site-navbar navbar navbar-expand-md navbar-dark">
      <div className="container">
        <Link to={paths.signIn} className="navbar-brand" aria-label={t('nav.home')}>
          <Logo />
        </Link>
      </div>
    </nav>
  );
}

/** The header of spec §2: logo; when signed in, page links, My Plan and the user menu. */
export function SiteHeader() {
  const signedIn = Boolean(useMe().data?.user);
  return (
    <header>
      {signedIn ? (
        <Suspense fallback={<LogoBar />}>
          <SignedInNavbar />
        </Suspense>
      ) : (
        <LogoBar />
      )}
    </header>
  );
}
