/** The dashboard greetings of spec §2. */
export const GREETINGS = ['Good Morning', 'Good Afternoon', 'Good Evening'] as const;
/** A dashboard greeting. */
export type Greeting = (typeof GREETINGS)[number];

/**
 * The greeting for an hour of the user's day (0–23): 12 to 17 afternoon; 18 to 23 and
 * 0 to 2 evening; all other hours morning (spec §2).
 */
export function greetingFor(hour: number): Greeting {
  if (hour >= 12 && hour <= 17) return 'Good Afternoon';
  if (hour >= 18 || hour <= 2) return 'Good Evening';
  return 'Good Morning';
}
