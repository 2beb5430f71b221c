import { Link } from 'react-router';
import Container from 'react-bootstrap/Container';
import { paths } from '../../config/paths';
import { useAppTranslation } from '../../lib/i18n';

/**
 * Footer of spec §1: legal links, the version label and the IEP-team disclaimer. The
 * Accessibility link, after the spec's two, leads to the statement and the way to report a
 * problem (decision 026).
 */
export function SiteFooter() {
  const { t } = useAppTranslation();
  return (
    <footer className="site-footer border-top mt-5 py-4">
      <Container>
        <nav aria-label={t('footer.legal')} className="d-flex flex-wrap gap-3 mb-2">
          <Link to={paths.terms}>{t('footer.terms')}</Link>
          <Link to={paths.privacy}>{t('footer.privacy')}</Link>
          <Link to={paths.accessibility}>{t('footer.accessibility')}</Link>
          <span className="text-body-secondary">v{__APP_VERSION__}</span>
        </nav>
        <p className="small text-body-secondary mb-0">{t('footer.disclaimer')}</p>
      </Container>
    </footer>
  );
}
