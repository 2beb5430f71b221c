import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { ssoSignOutNotice } from '@trellis/shared/sso';
import { SIGN_IN_ALERT_KEY, useAlertsStore } from '../../components/alerts/alerts-store';
import { Logo } from '../../components/logo';
import { paths, PROFESSIONAL_DEVELOPMENT_URL } from '../../config/paths';
import { useMe } from '../../hooks/use-me';
import { useSignOut } from '../../hooks/use-sign-out';
import { useCartStore } from '../../stores/cart-store';
import { clearClientState } from '../clear-client-state';

function PlanButton() {
  const count = useCartStore((state) => state.items.length);
  return (
    <Link to={paths.plan} className="btn btn-outline-light d-inline-flex align-items-center gap-2">
      My Plan
      <Badge bg="" className="plan-badge" aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}>
        {count}
      </Badge>
      <span className="visually-hidden" aria-live="polite">
        {`My Plan has ${count} ${count === 1 ? 'item' : 'items'}`}
      </span>
    </Link>
  );
}

/** The signed-in header of spec §2: logo, page links, My Plan and the user menu. */
export function SignedInNavbar() {
  const me = useMe();
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
      aria-label="Main"
      expanded={menuOpen}
      onToggle={setMenuOpen}
    >
      <Container>
        <Navbar.Brand as={Link} to={paths.signIn} aria-label="Trellis, home">
          <Logo />
        </Navbar.Brand>
        {user && (
          <>
            <Navbar.Toggle aria-controls="site-nav" aria-expanded={menuOpen} label="Menu" />
            <Navbar.Collapse id="site-nav">
              <Nav className="me-auto">
                <Nav.Link as={NavLink} to={paths.students.list}>
                  My Students
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.builder.strengths}>
                  Builder
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.browse}>
                  Browse
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.search}>
                  Search
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
                    My Profile
                  </NavDropdown.Item>
                  <NavDropdown.Item as={Link} to={paths.account}>
                    My Account
                  </NavDropdown.Item>
                  {user.role === 'district_admin' && (
                    <NavDropdown.Item as={Link} to={paths.district.staff}>
                      District Administration
                    </NavDropdown.Item>
                  )}
                  {user.role === 'operator' && (
                    <NavDropdown.Item as={Link} to={paths.operator.districts}>
                      Operator Console
                    </NavDropdown.Item>
                  )}
                  <NavDropdown.Item
                    href={PROFESSIONAL_DEVELOPMENT_URL}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Professional Development
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </NavDropdown.Item>
                  <NavDropdown.Divider />
                  <NavDropdown.Item as="button" onClick={() => signOut.mutate()}>
                    Sign Out
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
