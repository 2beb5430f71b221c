import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { INDIVIDUAL_PRICE_LABEL } from '@trellis/shared/subscription';
import { BusyButton } from '../../components/busy-button';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useStartCheckout } from './api/checkout';

/** /register/individual — the one-year individual licence and the way to buy it. */
export function IndividualPage() {
  const checkout = useStartCheckout();
  return (
    <section className="py-4 narrow-page">
      <PageHeading>Individual Account</PageHeading>
      <Card>
        <Card.Body>
          <p className="display-6 mb-1">{INDIVIDUAL_PRICE_LABEL}</p>
          <p className="text-body-secondary">per year, for one person</p>
          <ul>
            <li>The full library of accommodations and modifications</li>
            <li>The plan builder, with ranked and explained matches</li>
            <li>Printable plans, plan PDFs, data forms and e-mail</li>
          </ul>
          <p>
            You pay once for one year; nothing renews by itself. After paying you choose your
            password and go straight to your dashboard.
          </p>
          <BusyButton
            size="lg"
            busy={checkout.isPending}
            busyLabel="Working..."
            onClick={() =>
              // The payment page may be the provider's own site, so the browser goes there.
              checkout.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
            }
          >
            Continue to Registration
          </BusyButton>
          {checkout.isError && (
            <p className="text-danger mt-2 mb-0" role="alert">
              Checkout could not be started. Please try again.
            </p>
          )}
        </Card.Body>
      </Card>
      <p className="mt-3">
        Part of a school or district? <Link to={paths.register.choose}>Use an access code</Link> or{' '}
        <Link to={paths.register.district}>get an estimate</Link>.
      </p>
    </section>
  );
}
