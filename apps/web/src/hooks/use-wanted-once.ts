import { useState } from 'react';

/**
 * True from the first time `wanted` holds: a dialog that loads with its first use mounts
 * then, and stays mounted so its closing fade plays.
 */
export function useWantedOnce(wanted: boolean): boolean {
  const [wantedBefore, setWantedBefore] = useState(wanted);
  if (wanted && !wantedBefore) setWantedBefore(true);
  return wanted || wantedBefore;
}
