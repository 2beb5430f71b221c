import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { PageHeading } from '../../components/page-heading';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { WhatIsTrellis } from './what-is-trellis';

/** Sign in (spec §2): e-mail and password, links to reset and to registration. */
export function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };

  return (
    <Row className="g-4 py-4 align-items-stretch">
      <Col lg={6}>
        <PageHeading>Sign In</PageHeading>
        <Form onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="userOrEmail">
            <Form.Label>Email Address</Form.Label>
            <Form.Control
              type="email"
              name="userOrEmail"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Form.Group>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            minLength={6}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="primary" className="w-100 mb-3">
            Sign In
          </Button>
          <div className="d-flex flex-column flex-sm-row justify-content-between gap-2">
            <Link to={paths.passwordReset}>Forget Your Password?</Link>
            <Link to={paths.register.choose}>Need an Account? Sign Up Here</Link>
          </div>
        </Form>
      </Col>
      <Col lg={6}>
        <WhatIsTrellis />
      </Col>
    </Row>
  );
}
