import { traitNameKey } from './trait-names';

// Scoring the candidates of a match selection fast: the listings of each need and strength
// in typed arrays, and running sums kept from one selection to the next (see `Tally`).

/** A need or strength an accommodation lists, with the name as compared (`traitNameKey`). */
export interface ListedTrait {
  name: string;
  key: string;
  priority: number;
}

/**
 * The first listing of each name: the content check forbids listing a name twice, and
 * keeping the first keeps a slip from counting double all the same.
 */
export function listedTraits(listed: readonly (readonly [string, number])[]): ListedTrait[] {
  const seen = new Set<string>();
  const traits: ListedTrait[] = [];
  for (const [name, priority] of listed) {
    const key = traitNameKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    traits.push({ name, key, priority });
  }
  return traits;
}

/** The accommodations that list a need or strength: positions in library order, priorities. */
export interface Listings {
  positions: Int32Array;
  priorities: Uint8Array;
}

/**
 * The listings of each name, as typed arrays: reading them for every candidate of a
 * selection is the matcher's hot loop.
 */
export function listingsByName(traits: readonly ListedTrait[][]): Map<string, Listings> {
  const byName = new Map<string, { positions: number[]; priorities: number[] }>();
  traits.forEach((listed, position) => {
    for (const { key, priority } of listed) {
      const listings = byName.get(key) ?? { positions: [], priorities: [] };
      if (listings.positions.length === 0) byName.set(key, listings);
      listings.positions.push(position);
      listings.priorities.push(priority);
    }
  });
  return new Map(
    [...byName].map(([key, { positions, priorities }]) => [
      key,
      { positions: Int32Array.from(positions), priorities: Uint8Array.from(priorities) },
    ]),
  );
}

/** The scoring rules a tally applies, as matching defines them. */
export interface TallyRules {
  /** Points of a chosen need at `chosenPriority` that an accommodation lists at `priority`. */
  needPoints(chosenPriority: number, priority: number): number;
  /** The listed priority that marks an accommodation as designed for a need. */
  directPriority: number;
  /** What each point of a strength's priority adds. */
  strengthWeight: number;
}

/**
 * Scores every candidate of a selection without building its explanation: sums read from
 * the need and strength listings into arrays kept from one selection to the next (a stamp
 * tells which entries this selection has touched), so a selection costs what it matches,
 * not what the library holds.
 */
export class Tally {
  private readonly stamp: Uint32Array;
  private readonly needPoints: Float64Array;
  private readonly strengthPoints: Float64Array;
  private readonly direct: Uint8Array;
  private readonly overlaps: Uint8Array;
  private readonly scores: Float64Array;
  private selection = 0;
  private readonly rules: TallyRules;
  /** Library positions of the entries that list a chosen need. */
  touched: number[] = [];

  constructor(size: number, rules: TallyRules) {
    this.rules = rules;
    this.stamp = new Uint32Array(size);
    this.needPoints = new Float64Array(size);
    this.strengthPoints = new Float64Array(size);
    this.direct = new Uint8Array(size);
    this.overlaps = new Uint8Array(size);
    this.scores = new Float64Array(size);
  }

  start() {
    this.selection = (this.selection % 0xffffffff) + 1;
    this.touched = [];
  }

  addNeed({ positions, priorities }: Listings, chosenPriority: number, overlapping: boolean) {
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i] ?? 0;
      const priority = priorities[i] ?? 0;
      if (this.stamp[position] !== this.selection) {
        this.stamp[position] = this.selection;
        this.needPoints[position] = 0;
        this.strengthPoints[position] = 0;
        this.direct[position] = 0;
        this.overlaps[position] = 0;
        this.touched.push(position);
      }
      this.needPoints[position] =
        (this.needPoints[position] ?? 0) + this.rules.needPoints(chosenPriority, priority);
      if (priority >= this.rules.directPriority) this.direct[position] = 1;
      if (overlapping) this.overlaps[position] = (this.overlaps[position] ?? 0) + 1;
    }
  }

  addStrength({ positions, priorities }: Listings) {
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i] ?? 0;
      const priority = priorities[i] ?? 0;
      if (this.stamp[position] === this.selection) {
        this.strengthPoints[position] =
          (this.strengthPoints[position] ?? 0) + priority * this.rules.strengthWeight;
      }
    }
  }

  /** Points of the chosen needs it lists, before overlapping needs are counted once. */
  needPointsOf(position: number): number {
    return this.needPoints[position] ?? 0;
  }

  /** Whether it lists two chosen needs that overlap, so one may count with the other. */
  mayOverlap(position: number): boolean {
    return (this.overlaps[position] ?? 0) >= 2;
  }

  strengthPointsOf(position: number): number {
    return this.strengthPoints[position] ?? 0;
  }

  recordScore(position: number, score: number) {
    this.scores[position] = score;
  }

  scoreOf(position: number): number {
    return this.scores[position] ?? 0;
  }

  isDirect(position: number): boolean {
    return this.direct[position] === 1;
  }
}
