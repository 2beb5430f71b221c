import Badge from 'react-bootstrap/Badge';
import { LICENCE_STATUS_LABELS, type LicenceStatus } from '@trellis/shared/administration';

// Bootstrap's colours behind white text, and its warning amber and light gray behind dark
// text: each pair is above 4.5:1, so the words read at AA whatever the colour. A licence not
// started yet is neither good nor bad news: neutral light gray, bordered so it reads as a badge.
const VARIANTS: Record<LicenceStatus, { bg: string; text?: 'dark'; border?: true }> = {
  active: { bg: 'success' },
  ending: { bg: 'warning', text: 'dark' },
  ended: { bg: 'danger' },
  inactive: { bg: 'secondary' },
  scheduled: { bg: 'light', text: 'dark', border: true },
};

/** A licence's status: the colour only repeats the words, which are always written. */
export function LicenceStatusBadge({ status }: { status: LicenceStatus }) {
  const { bg, text, border } = VARIANTS[status];
  return (
    <Badge
      bg={bg}
      text={text}
      className={`fs-6 fw-semibold${border ? ' border border-secondary' : ''}`}
    >
      {LICENCE_STATUS_LABELS[status]}
    </Badge>
  );
}
