import Alert from 'react-bootstrap/Alert';
import { districtLapseMessage, type LicenceLapse } from '@trellis/shared/licence';
import { RenewalNotice } from './renewal-notice';

/**
 * What a user whose licence lapsed is told: an individual can renew here; a district member
 * is told the licence is the district's and whom to ask.
 */
export function LicenceNotice({ lapse }: { lapse: LicenceLapse }) {
  if (lapse.kind === 'subscription-ended') return <RenewalNotice endedAt={lapse.endedAt} />;
  return (
    <Alert variant="warning" className="my-4" role="status">
      <Alert.Heading as="h2" className="h5">
        Your district&apos;s licence has ended
      </Alert.Heading>
      <p className="mb-0">{districtLapseMessage(lapse)}</p>
    </Alert>
  );
}
