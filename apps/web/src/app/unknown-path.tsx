import { Link, Navigate, useLocation } from 'react-router';
import { PageHeading } from '../components/page-heading';
import { paths } from '../config/paths';

/** Spec §2: an unknown path of one to three segments goes to /; deeper ones get a plain 404. */
export function UnknownPath() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean).length;
  if (segments <= 3) return <Navigate to={paths.signIn} replace />;
  return (
    <section className="py-4">
      <PageHeading>Page not found</PageHeading>
      <p>
        There is no page at this address. <Link to={paths.signIn}>Go to the start page</Link>.
      </p>
    </section>
  );
}
