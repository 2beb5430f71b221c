import { Link } from 'react-router';
import Container from 'react-bootstrap/Container';
import { paths } from '../../config/paths';

/** Footer of spec §1: legal links, the version label and the IEP-team disclaimer. */
export function SiteFooter() {
  return (
    <footer className="site-footer border-top mt-5 py-4">
      <Container>
        <nav aria-label="Legal" className="d-flex flex-wrap gap-3 mb-2">
          <Link to={paths.terms}>Terms of Use</Link>
          <Link to={paths.privacy}>Privacy Policy</Link>
          <span className="text-body-secondary">v{__APP_VERSION__}</span>
        </nav>
        <p className="small text-body-secondary mb-0">
          Trellis suggests accommodations and modifications to consider. The student's IEP team is
          responsible for deciding which supports are used and how. © Trellis Education, LLC.
        </p>
      </Container>
    </footer>
  );
}
