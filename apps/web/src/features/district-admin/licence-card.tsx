import Card from 'react-bootstrap/Card';
import type { DistrictOverview } from '@trellis/shared/district-admin';
import { LicenceStatusBadge } from '../../components/licence-status-badge';
import { useSiteInfo } from '../../hooks/use-site-info';
import { calendarDayText } from '../../lib/dates';

/** What the status means for the district, and what to do about it. */
function statusSentence(licence: DistrictOverview['licence']): string | null {
  const ends = licence.endsOn ? calendarDayText(licence.endsOn) : null;
  switch (licence.status) {
    case 'ending':
      return `Your licence ends on ${ends ?? 'its last day'}.`;
    case 'ended':
      return `Your licence ended on ${ends ?? 'its last day'}. Your staff cannot use the builder, browse or search until it is renewed; their plans are kept.`;
    case 'inactive':
      return 'Your licence is switched off. Your staff cannot use the builder, browse or search; their plans are kept.';
    default:
      return null;
  }
}

/** Who to ask to renew: the installation's support address once it is known. */
function ContactTrellis({ action }: { action: string }) {
  const email = useSiteInfo()?.supportEmail;
  if (!email) return <>Contact Trellis {action}.</>;
  return (
    <>
      Contact Trellis at <a href={`mailto:${email}`}>{email}</a> {action}.
    </>
  );
}

/** The district's licence: when it starts and ends, where it stands, and what to do next. */
export function LicenceCard({ licence }: { licence: DistrictOverview['licence'] }) {
  const sentence = statusSentence(licence);
  return (
    <Card as="section" aria-labelledby="licence-heading" className="mb-4">
      <Card.Body>
        <h2 id="licence-heading" className="h4 card-title">
          Licence
        </h2>
        <dl className="row mb-2">
          <dt className="col-sm-4 col-lg-3">Status</dt>
          <dd className="col-sm-8 col-lg-9">
            <LicenceStatusBadge status={licence.status} />
          </dd>
          <dt className="col-sm-4 col-lg-3">Starts</dt>
          <dd className="col-sm-8 col-lg-9">
            {licence.startsOn ? calendarDayText(licence.startsOn) : 'Not set'}
          </dd>
          <dt className="col-sm-4 col-lg-3">Ends</dt>
          <dd className="col-sm-8 col-lg-9">
            {licence.endsOn ? calendarDayText(licence.endsOn) : 'No end date'}
          </dd>
        </dl>
        {sentence && (
          <p className="mb-0">
            {sentence}{' '}
            <ContactTrellis
              action={licence.status === 'inactive' ? 'to switch it on' : 'to renew'}
            />
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
