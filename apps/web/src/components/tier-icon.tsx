import type { Tier } from '@trellis/shared/content-constants';
import { TIERS } from '@trellis/shared/content-constants';

/**
 * A support tier as one to three filled bars. The text 'Tier n' is its accessible name
 * and its tooltip, so the level never depends on seeing the bars.
 */
export function TierIcon({ tier }: { tier: Tier }) {
  const label = `Tier ${tier}`;
  return (
    <span className="tier-icon" role="img" aria-label={label} title={label}>
      {TIERS.map((level) => (
        <span key={level} className={level <= tier ? 'tier-bar filled' : 'tier-bar'} />
      ))}
    </span>
  );
}
