import { Link, useLocation, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { greetingFor } from '@trellis/shared/greeting';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useMe, useServerClockOffset } from '../../hooks/use-me';
import { serverTime } from '../../lib/server-clock';
import { MessageCarousel } from './message-carousel';
import { LicenceNotice } from '../../components/licence-notice';
import { licenceLapse } from '@trellis/shared/licence';
import { SIGNED_IN_LINK_NOTICE, type DashboardRedirectState } from '../../lib/redirect-notice';

const CARDS = [
  {
    title: 'Customize a Plan',
    text: 'Choose the student’s strengths and needs, rank the needs, and get matching accommodations to build a plan.',
    to: paths.builder.strengths,
    action: 'Start the Builder',
  },
  {
    title: 'Browse By Topic',
    text: 'Look through the library by need, with what to consider and how to build the skill.',
    to: paths.browse,
    action: 'Browse Topics',
  },
  {
    title: 'Search Accommodations',
    text: 'Find an accommodation by a word, a phrase or its ID, such as L12.',
    to: paths.search,
    action: 'Search the Library',
  },
] as const;

/**
 * Why the user landed here instead of on an e-mailed reset or completion link: those links
 * only work signed out. Dismissing it clears the navigation state, so a reload does not bring
 * it back.
 */
function RedirectNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as DashboardRedirectState | null;
  if (state?.notice !== 'signed-in-link') return null;
  return (
    <Alert
      variant="info"
      role="status"
      dismissible
      closeLabel="Dismiss message"
      onClose={() => void navigate(location.pathname, { replace: true, state: null })}
    >
      {SIGNED_IN_LINK_NOTICE}
    </Alert>
  );
}

/** /dashboard — the greeting of spec §2, the three ways in, and the rotating tips. */
export function DashboardPage() {
  const user = useMe().data?.user;
  const firstName = user?.firstName;
  const clockOffset = useServerClockOffset();
  const lapse = user ? licenceLapse(user, serverTime(clockOffset)) : null;
  // The user's own clock decides the greeting, not the server's.
  const greeting = greetingFor(new Date().getHours());
  return (
    <section className="py-4">
      <PageHeading>{firstName ? `${greeting}, ${firstName}` : greeting}</PageHeading>
      <RedirectNotice />
      {lapse && <LicenceNotice lapse={lapse} />}
      <p className="lead">
        Welcome to {PRODUCT_NAME}. Build a plan of accommodations for a student, or explore the
        library on your own.
      </p>
      <Row xs={1} md={3} className="g-3">
        {CARDS.map((card) => (
          <Col key={card.title}>
            <Card className="h-100">
              <Card.Body className="d-flex flex-column">
                <Card.Title as="h2" className="h5">
                  {card.title}
                </Card.Title>
                <Card.Text>{card.text}</Card.Text>
                <Link to={card.to} className="btn btn-primary mt-auto align-self-start">
                  {card.action}
                </Link>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <MessageCarousel />
    </section>
  );
}
