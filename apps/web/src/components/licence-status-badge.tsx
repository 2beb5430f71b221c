import Badge from 'react-bootstrap/Badge';
import { LICENCE_STATUS_LABELS, type LicenceStatus } from '@trellis/shared/administration';

// Bootstrap's colours behind white text, and its warning amber behind dark text: each pair
// is above 4.5:1, so the words read at AA whatever the colour.
const VARIANTS: Record<LicenceStatus, { bg: string; text?: 'dark' }> = {
  active: { bg: 'success' },
  ending: { bg: 'warning', text: 'dark' },
  ended: { bg: 'danger' },
  inactive: { bg: 'secondary' },
};

/** A licence's status: the colour only repeats the words, which are always written. */
export function LicenceStatusBadge({ status }: { status: LicenceStatus }) {
  const { bg, text } = VARIANTS[status];
  return (
    <Badge bg={bg} text={text} className="fs-6 fw-semibold">
      {LICENCE_STATUS_LABELS[status]}
    </Badge>
  );
}
