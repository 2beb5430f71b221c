import { Link, Navigate } from 'react-router';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { AccessCodeCard } from './access-code-card';
import { holdsValidCode, useDistrictCodeStore } from './district-code-store';

/** /register: the three ways to get an account (spec §2). */
export function RegisterPage() {
  const district = useDistrictCodeStore((state) => state.district);
  if (holdsValidCode(district)) return <Navigate to={paths.register.code} replace />;

  return (
    <section className="py-4">
      <PageHeading>Create an Account</PageHeading>
      <p className="lead">Choose how you will use Trellis.</p>
      <Row className="g-4" xs={1} md={3}>
        <Col>
          <Card className="h-100">
            <Card.Body className="d-flex flex-column">
              <h2 className="h5">Parents and Teachers</h2>
              <p className="fs-4 fw-bold mb-1">$39.95 / year</p>
              <p className="text-body-secondary">Single licence</p>
              <ul>
                <li>Pay online, instant access</li>
                <li>Full access to the library and the plan builder</li>
                <li>Shareable plans: print, PDF and e-mail</li>
              </ul>
              <Link to={paths.register.individual} className="btn btn-primary mt-auto">
                Subscribe
              </Link>
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <Card className="h-100">
            <Card.Body className="d-flex flex-column">
              <h2 className="h5">Schools and School Districts</h2>
              <p className="fs-4 fw-bold mb-1">Needs-based pricing</p>
              <p className="text-body-secondary">One licence for your staff</p>
              <ul>
                <li>Unlimited accounts for your staff</li>
                <li>Unlimited support</li>
                <li>Share plans with colleagues in your district</li>
              </ul>
              <Link to={paths.register.district} className="btn btn-primary mt-auto">
                Get an Estimate
              </Link>
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <AccessCodeCard />
        </Col>
      </Row>
      <p className="mt-4">
        Already have an account? <Link to={paths.signIn}>Click here to sign in</Link>.
      </p>
    </section>
  );
}
