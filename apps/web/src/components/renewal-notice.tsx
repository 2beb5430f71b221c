import Alert from 'react-bootstrap/Alert';
import { INDIVIDUAL_PRICE_LABEL } from '@trellis/shared/subscription';
import { instantDayText } from '../lib/dates';
import { RenewButton } from './renew-button';

/**
 * Tells an individual whose year has passed that the builder is closed until they renew,
 * with the way to renew (checkout for another year).
 */
export function RenewalNotice({ endedAt }: { endedAt: string }) {
  return (
    <Alert variant="warning" className="my-4" role="status">
      <Alert.Heading as="h2" className="h5">
        Your subscription has ended
      </Alert.Heading>
      <p>
        Your Trellis subscription ended on {instantDayText(endedAt)}. Renew it for another year (
        {INDIVIDUAL_PRICE_LABEL}) to keep using the builder, browse and search. Your saved plan is
        kept.
      </p>
      <RenewButton />
    </Alert>
  );
}
