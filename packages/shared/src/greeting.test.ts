import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

const EXPECTED: Record<number, string> = {
  0: 'Good Evening',
  1: 'Good Evening',
  2: 'Good Evening',
  3: 'Good Morning',
  4: 'Good Morning',
  5: 'Good Morning',
  6: 'Good Morning',
  7: 'Good Morning',
  8: 'Good Morning',
  9: 'Good Morning',
  10: 'Good Morning',
  11: 'Good Morning',
  12: 'Good Afternoon',
  13: 'Good Afternoon',
  14: 'Good Afternoon',
  15: 'Good Afternoon',
  16: 'Good Afternoon',
  17: 'Good Afternoon',
  18: 'Good Evening',
  19: 'Good Evening',
  20: 'Good Evening',
  21: 'Good Evening',
  22: 'Good Evening',
  23: 'Good Evening',
};

describe('greetingFor (spec §2)', () => {
  it.each(Object.entries(EXPECTED).map(([hour, greeting]) => [Number(hour), greeting] as const))(
    'hour %i → %s',
    (hour, greeting) => {
      expect(greetingFor(hour)).toBe(greeting);
    },
  );
});
