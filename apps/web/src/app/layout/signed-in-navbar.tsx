import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { ssoSignOutNotice } from '@trellis/shared/sso-providers';
import { SIGN_IN_ALERT_KEY, useAlertsStore } from '../../components/alerts/alerts-store';
import { Logo } from '../../components/logo';
import { paths, PROFESSIONAL_DEVELOPMENT_URL } from '../../config/paths';
import { useMe } from '../../hooks/use-me';
import { useAppTranslation } from '../../lib/i18n';
import { useSignOut } from '../../hooks/use-sign-out';
import { useCartStore } from '../../stores/cart-store';
import { clearClientState } from '../clear-client-state';

function PlanButton() {
  const count = useCartStore((state) => state.items.length);
  const { t } = useAppTranslation();
  return (
    <Link to={paths.plan} className="btn btn-outline-light d-inline-flex align-items-center gap-2">
      {t('nav.myPlan')}
      <Badge bg="" className="plan-badge" aria-label={t('nav.itemCount', { count })}>
        {count}
      </Badge>
      <span className="visually-hidden" aria-live="polite">
        {t('nav.planHas', { count })}
      </span>
    </Link>
  );
}

/** The signed-in header of spec §2: logo, page links, My Plan and the user menu. */
export function SignedInNavbar() {
  const me = useMe();
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  // Read before signing out clears it: the provider's own session outlives ours (issue 21).
  const signedInWith = me.data?.session.signedInWith ?? null;
  const signOut = useSignOut(() => {
    clearClientState();
    if (signedInWith) {
      useAlertsStore.getState().setAlert(SIGN_IN_ALERT_KEY, {
        alertType: 'info',
        title: ssoSignOutNotice(signedInWith),
      });
    }
    void navigate(paths.signIn, { replace: true });
  });
  const user = me.data?.user;
  // Held here so the narrow-screen menu button can say whether the menu is open: react-bootstrap's
  // toggle does not set aria-expanded itself (and takes its name from `label`, not aria-label).
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Navbar
      expand="md"
      variant="dark"
      className="site-navbar"
      aria-label={t('nav.main')}
      expanded={menuOpen}
      onToggle={setMenuOpen}
    >
      <Container>
        <Navbar.Brand as={Link} to={paths.signIn} aria-label={t('nav.home')}>
          <Logo />
        </Navbar.Brand>
        {user && (
          <>
            <Navbar.Toggle
              aria-controls="site-nav"
              aria-expanded={menuOpen}
              label={t('nav.menu')}
            />
            <Navbar.Collapse id="site-nav">
              <Nav className="me-auto">
                <Nav.Link as={NavLink} to={paths.students.list}>
                  {t('nav.students')}
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.builder.strengths}>
                  {t('nav.builder')}
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.browse}>
                  {t('nav.browse')}
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.search}>
                  {t('nav.search')}
                </Nav.Link>
              </Nav>
              <Nav className="align-items-md-center gap-2">
                <PlanButton />
                <NavDropdown
                  title={`${user.firstName} ${user.lastName}`}
                  id="user-menu"
                  align="end"
                >
                  <NavDropdown.Item as={Link} to={paths.profile}>
                    {t('nav.profile')}
                  </NavDropdown.Item>
                  <NavDropdown.Item as={Link} to={paths.account}>
                    {t('nav.account')}
                  </NavDropdown.Item>
                  {user.role === 'district_admin' && (
                    <NavDropdown.Item as={Link} to={paths.district.staff}>
                      {t('nav.district')}
                    </NavDropdown.Item>
                  )}
                  {user.role === 'operator' && (
                    <NavDropdown.Item as={Link} to={paths.operator.districts}>
                      {t('nav.operator')}
                    </NavDropdown.Item>
                  )}
                  <NavDropdown.Item
                    href={PROFESSIONAL_DEVELOPMENT_URL}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('nav.professionalDevelopment')}
                    <span className="visually-hidden"> {t('nav.newTab')}</span>
                  </NavDropdown.Item>
                  <NavDropdown.Divider />
                  <NavDropdown.Item as="button" onClick={() => signOut.mutate()}>
                    {t('nav.signOut')}
                  </NavDropdown.Item>
                </NavDropdown>
              </Nav>
            </Navbar.Collapse>
          </>
        )}
      </Container>
    </Navbar>
  );
}
