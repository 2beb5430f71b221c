import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { PageHeading } from '../../components/page-heading';
import { useMe } from '../../hooks/use-me';
import { ChangePasswordForm } from './change-password-form';
import { LanguageSetting } from './language-setting';
import { YourDataSection } from './your-data-section';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Form.Group className="mb-3" controlId={`profile-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control value={value} readOnly />
    </Form.Group>
  );
}

/**
 * /my-profile: account information (read-only), the password change form, the app's language
 * and your data.
 */
export function ProfilePage() {
  const user = useMe().data?.user;
  if (!user) return null;
  return (
    <section className="py-4">
      <PageHeading>My Profile</PageHeading>
      {/* A horizontal gutter no wider than the container's padding: g-5 pulled the row 12 px
          past the screen's edge at 320 px (WCAG 1.4.10). */}
      <Row className="gx-4 gy-5">
        <Col lg={6}>
          <section id="account" aria-labelledby="account-heading">
            <h2 id="account-heading" className="h4">
              Account Information
            </h2>
            <ReadOnlyField label="First Name" value={user.firstName} />
            <ReadOnlyField label="Last Name" value={user.lastName} />
            <ReadOnlyField label="Email Address" value={user.email} />
            {user.district && (
              <ReadOnlyField label="School or District" value={user.district.name} />
            )}
          </section>
        </Col>
        <Col lg={6}>
          <ChangePasswordForm />
        </Col>
      </Row>
      <LanguageSetting />
      <YourDataSection />
    </section>
  );
}
