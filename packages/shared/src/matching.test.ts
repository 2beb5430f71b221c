import { NeedPrioritySchema } from './builder';
import { describe, expect, it } from 'vitest';
import type { AccommodationPrefix } from './content-constants';
import {
  DIRECT_NEED_PRIORITY,
  MATCH_RESULTS_MAX,
  MatchRequestSchema,
  type MatchResult,
  type MatchSelection,
  type MatchableAccommodation,
  STRENGTH_POINTS_MAX,
  createMatcher,
  matchAccommodations,
} from './matching';
import { relatedNeedsOf } from './related-needs';

function accommodation(
  key: string,
  needs: Record<string, number>,
  strengths: Record<string, number> = {},
  traits: Partial<Pick<MatchableAccommodation, 'tier' | 'modification' | 'niche'>> = {},
): MatchableAccommodation {
  return {
    key,
    category: key.charAt(0) as AccommodationPrefix,
    number: Number(key.slice(1)),
    tier: traits.tier ?? 1,
    modification: traits.modification ?? false,
    niche: traits.niche ?? false,
    needs: Object.entries(needs).map(([need, priority]) => ({ need, priority })),
    strengths: Object.entries(strengths).map(([strength, priority]) => ({ strength, priority })),
  };
}

function selection(
  needs: Record<string, number> | [string, number][],
  strengths: string[] = [],
): MatchSelection {
  const entries = Array.isArray(needs) ? needs : Object.entries(needs);
  return {
    needs: entries.map(([name, priority]) => ({
      name,
      priority: NeedPrioritySchema.parse(priority),
    })),
    strengths: strengths.map((name) => ({ name })),
  };
}

const library = [
  accommodation('B1', { Decoding: 3, Attention: 1 }, { 'Visual Learner': 2 }),
  accommodation('C2', { Decoding: 1 }),
  accommodation('L4', { Attention: 3 }, { 'Visual Learner': 1, Music: 3 }),
  accommodation('A1', { Anxiety: 2 }),
];

/** [key, score] pairs, the order being part of the expectation. */
function ranking(selected: MatchSelection, accommodations = library) {
  return matchAccommodations(accommodations, selected).map((result) => [result.key, result.score]);
}

describe('matchAccommodations', () => {
  it.each([
    [
      'a single need',
      selection({ Decoding: 1 }),
      [
        ['B1', 3],
        ['C2', 1],
      ],
    ],
    [
      'a High need weighs 1.5 times its priority',
      selection({ Decoding: 1.5 }),
      [
        ['B1', 4.5],
        ['C2', 1.5],
      ],
    ],
    [
      'a Low need weighs half its priority',
      selection({ Decoding: 0.5 }),
      [
        ['B1', 1.5],
        ['C2', 0.5],
      ],
    ],
    [
      'High outranks Low on an otherwise equal footing',
      selection({ Decoding: 0.5, Attention: 1.5 }),
      [
        ['L4', 4.5],
        ['B1', 3],
        ['C2', 0.5],
      ],
    ],
    [
      'strengths add half their priority to a matched need',
      selection({ Attention: 1 }, ['Visual Learner']),
      [
        ['L4', 3.5],
        ['B1', 2],
      ],
    ],
    ['strengths alone bring nothing in', selection({}, ['Music', 'Visual Learner']), []],
    [
      'a strength raises only accommodations that list a chosen need',
      selection({ Anxiety: 1 }, ['Music']),
      [['A1', 2]],
    ],
    [
      'custom entries match by name whatever the case and surrounding spaces',
      selection({ '  decoding ': 1 }, [' VISUAL learner']),
      [
        ['B1', 4],
        ['C2', 1],
      ],
    ],
    ['unknown names are ignored', selection({ Spelling: 1.5 }, ['Chess']), []],
    ['an empty selection matches nothing', selection({}), []],
    [
      'a need chosen twice counts once, at its higher priority',
      selection([
        ['Decoding', 0.5],
        ['decoding', 1.5],
      ]),
      [
        ['B1', 4.5],
        ['C2', 1.5],
      ],
    ],
    [
      'a strength chosen twice counts once',
      selection({ Attention: 0.5 }, ['Music', 'music ', 'MUSIC']),
      [
        ['L4', 3],
        ['B1', 0.5],
      ],
    ],
  ])('%s', (_name, selected, expected) => {
    expect(ranking(selected)).toEqual(expected);
  });

  it.each([
    [
      'category order B, C, L, A breaks ties before the key number',
      ['A1', 'L2', 'C2', 'B10'],
      ['B10', 'C2', 'L2', 'A1'],
    ],
    ['key numbers compare as numbers, not text', ['L10', 'L2', 'L1'], ['L1', 'L2', 'L10']],
  ])('ties: %s', (_name, keys, expected) => {
    const tied = keys.map((key) => accommodation(key, { Decoding: 2 }));
    const results = matchAccommodations(tied, selection({ Decoding: 1 }));
    expect(results.map((result) => result.key)).toEqual(expected);
    expect(new Set(results.map((result) => result.score))).toEqual(new Set([2]));
  });

  it('explains each result by the needs and strengths that earned it', () => {
    const [best] = matchAccommodations(library, selection({ decoding: 1.5 }, ['visual learner']));
    expect(best).toEqual({
      key: 'B1',
      score: 5.5,
      needs: [{ name: 'Decoding', chosenPriority: 1.5, priority: 3, points: 4.5 }],
      strengths: [{ name: 'Visual Learner', priority: 2 }],
    });
  });

  it('counts a need listed twice on one accommodation once', () => {
    const doubled: MatchableAccommodation = {
      ...accommodation('B3', { Decoding: 2 }),
      needs: [
        { need: 'Decoding', priority: 2 },
        { need: 'decoding', priority: 2 },
      ],
    };
    expect(ranking(selection({ Decoding: 1 }), [doubled])).toEqual([['B3', 2]]);
  });

  it('gives the same answer whatever the order of its input', () => {
    const chosen = selection({ Attention: 1, Decoding: 1 }, ['Visual Learner']);
    expect(ranking(chosen, [...library].reverse())).toEqual(ranking(chosen, library));
  });
});

describe('matchAccommodations: rules that keep the first rows trustworthy', () => {
  it('caps all strengths together at what one Low need met directly is worth', () => {
    const strong = accommodation('L1', { Attention: 1 }, { Art: 3, Music: 3, Humor: 3 });
    const [result] = matchAccommodations(
      [strong],
      selection({ Attention: 0.5 }, ['Art', 'Music', 'Humor']),
    );
    expect(result?.score).toBe(0.5 + STRENGTH_POINTS_MAX);
    expect(result?.strengths).toHaveLength(3);
  });

  it('never lets a Low need plus any strengths outrank a High need met directly', () => {
    const strengthNames = ['S1', 'S2', 'S3', 'S4', 'S5'];
    const chosen = selection({ Main: 1.5, Minor: 0.5 }, strengthNames);
    const direct = accommodation('A2', { Main: 3 });
    for (const lowPriority of [1, 2, 3]) {
      for (let count = 0; count <= strengthNames.length; count += 1) {
        const strengths = Object.fromEntries(strengthNames.slice(0, count).map((s) => [s, 3]));
        // B1 comes first on every tie-break, so only the score can keep A2 ahead.
        const rival = accommodation('B1', { Minor: lowPriority }, strengths);
        const keys = matchAccommodations([rival, direct], chosen).map((result) => result.key);
        expect(keys, `Low at ${lowPriority} with ${count} strengths`).toEqual(['A2', 'B1']);
      }
    }
  });

  it.each([
    [
      'the lighter tier wins a tie',
      [
        accommodation('B1', { Decoding: 2 }, {}, { tier: 3 }),
        accommodation('B2', { Decoding: 2 }, {}, { tier: 1 }),
        accommodation('B3', { Decoding: 2 }, {}, { tier: 2 }),
      ],
      ['B2', 'B3', 'B1'],
    ],
    [
      'an accommodation wins a tie with a modification of the same tier',
      [
        accommodation('C1', { Decoding: 2 }, {}, { modification: true }),
        accommodation('C2', { Decoding: 2 }),
      ],
      ['C2', 'C1'],
    ],
    [
      'tier comes before modification status',
      [
        accommodation('C1', { Decoding: 2 }, {}, { modification: true, tier: 1 }),
        accommodation('C2', { Decoding: 2 }, {}, { tier: 2 }),
      ],
      ['C1', 'C2'],
    ],
    [
      'a higher score still beats a lighter tier',
      [
        accommodation('A1', { Decoding: 2 }, {}, { tier: 1 }),
        accommodation('A2', { Decoding: 3 }, {}, { tier: 3, modification: true }),
      ],
      ['A2', 'A1'],
    ],
  ])('ties: %s', (_name, accommodations, expected) => {
    const keys = matchAccommodations(accommodations, selection({ Decoding: 1 }));
    expect(keys.map((result) => result.key)).toEqual(expected);
  });

  describe('related needs', () => {
    const related = relatedNeedsOf([{ name: 'Anxiety', related: ['Test Anxiety'] }]);
    const both = selection({ Anxiety: 1.5, 'Test Anxiety': 1.5 });

    it('count once, at the higher value, and say which need they were counted with', () => {
      const narrow = accommodation('A1', { Anxiety: 2, 'Test Anxiety': 3 });
      const [result] = matchAccommodations([narrow], both, related);
      expect(result?.score).toBe(4.5);
      expect(result?.needs).toEqual([
        {
          name: 'Anxiety',
          chosenPriority: 1.5,
          priority: 2,
          points: 3,
          countedWith: 'Test Anxiety',
        },
        { name: 'Test Anxiety', chosenPriority: 1.5, priority: 3, points: 4.5 },
      ]);
    });

    it('hold both ways and whatever the case of the names', () => {
      const narrow = accommodation('A1', { 'test anxiety': 3, ANXIETY: 3 });
      const [result] = matchAccommodations([narrow], both, related);
      expect(result?.score).toBe(4.5);
    });

    it('keep a narrow item from passing the broad one by counting twice', () => {
      const broad = accommodation('A1', { Anxiety: 3, 'Test Anxiety': 2, Attention: 2 });
      const narrow = accommodation('A2', { Anxiety: 3, 'Test Anxiety': 3 });
      const chosen = selection({ Anxiety: 1.5, 'Test Anxiety': 1.5, Attention: 1 });
      const keys = matchAccommodations([narrow, broad], chosen, related).map((r) => r.key);
      expect(keys).toEqual(['A1', 'A2']);
    });

    it('leave unrelated needs adding up', () => {
      const broad = accommodation('A1', { Anxiety: 2, Attention: 2 });
      const [result] = matchAccommodations(
        [broad],
        selection({ Anxiety: 1, Attention: 1 }),
        related,
      );
      expect(result?.score).toBe(4);
    });
  });

  describe('niche entries', () => {
    const dog = accommodation('A87', { 'Test Anxiety': 2, Anxiety: 2 }, {}, { niche: true });
    const common = [1, 2, 3, 4, 5].map((n) => accommodation(`A${n}`, { 'Test Anxiety': 1 }));

    it('come after every common support when no chosen need is what they were designed for', () => {
      const keys = matchAccommodations([dog, ...common], selection({ 'Test Anxiety': 1.5 }));
      expect(keys.map((result) => result.key)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A87']);
    });

    it('rank by score when designed for a chosen need', () => {
      const designed = { ...dog, needs: [{ need: 'Test Anxiety', priority: 3 }] };
      const keys = matchAccommodations([designed, ...common], selection({ 'Test Anxiety': 1 }));
      expect(keys[0]?.key).toBe('A87');
    });
  });
});

describe('MatchRequestSchema', () => {
  const name = (length: number) => 'x'.repeat(length);

  it.each([
    [
      'a full request',
      { needs: [{ name: 'Decoding', priority: 1.5 }], strengths: [{ name: 'Art' }] },
      true,
    ],
    [
      'names up to 100 characters',
      { needs: [{ name: name(100), priority: 1 }], strengths: [] },
      true,
    ],
    [
      '100 needs and 100 strengths',
      {
        needs: Array.from({ length: 100 }, (_, i) => ({ name: `n${i}`, priority: 1 })),
        strengths: Array.from({ length: 100 }, (_, i) => ({ name: `s${i}` })),
      },
      true,
    ],
    [
      'a name over 100 characters',
      { needs: [{ name: name(101), priority: 1 }], strengths: [] },
      false,
    ],
    ['a blank name', { needs: [], strengths: [{ name: '   ' }] }, false],
    [
      'a priority other than 0.5, 1 or 1.5',
      { needs: [{ name: 'Decoding', priority: 2 }], strengths: [] },
      false,
    ],
    [
      '101 needs',
      { needs: Array.from({ length: 101 }, () => ({ name: 'n', priority: 1 })), strengths: [] },
      false,
    ],
    [
      '101 strengths',
      { needs: [], strengths: Array.from({ length: 101 }, () => ({ name: 's' })) },
      false,
    ],
  ])('%s → valid: %s', (_name, body, valid) => {
    expect(MatchRequestSchema.safeParse(body).success).toBe(valid);
  });
});

describe('createMatcher', () => {
  it('ranks as matchAccommodations does and builds each result with the builder', () => {
    const match = createMatcher(library, new Map(), (entry, { score }) => `${entry.key}:${score}`);
    const chosen = selection({ Decoding: 1.5, Attention: 1 }, ['Visual Learner']);
    expect(match(chosen)).toEqual({
      results: matchAccommodations(library, chosen).map(
        (result) => `${result.key}:${result.score}`,
      ),
      total: 3,
    });
  });

  it('builds only the results it answers, reading the library only when it is made', () => {
    const read = new Set<string>();
    // Each entry notes when its needs are read.
    const watched = library.map((entry) => {
      const { needs, ...rest } = entry;
      return Object.defineProperty({ ...rest }, 'needs', {
        get: () => (read.add(entry.key), needs),
        enumerable: true,
      }) as MatchableAccommodation;
    });
    const built: string[] = [];
    const match = createMatcher(watched, new Map(), (entry) => built.push(entry.key), 1);
    read.clear();
    expect(match(selection({ Decoding: 1, Attention: 1 })).total).toBe(3);
    expect(built).toEqual(['B1']);
    expect([...read]).toEqual([]);
  });
});

describe('createMatcher with a limit', () => {
  const needNames = ['Decoding', 'Attention', 'Anxiety', 'Test Anxiety', 'Memory'];
  // 400 entries with every combination of score, tier, kind and niche, in no useful order.
  const large = Array.from({ length: 400 }, (_, i) => {
    const category = (['B', 'C', 'L', 'A'] as const)[i % 4] ?? 'B';
    const needs = Object.fromEntries(
      needNames
        .filter((_, n) => (i + n) % (n + 2) === 0)
        .map((name, n) => [name, 1 + ((i + n) % 3)]),
    );
    return accommodation(
      `${category}${((i * 37) % 400) + 1}`,
      needs,
      { 'Visual Learner': 1 + (i % 3) },
      { tier: ((i % 3) + 1) as 1 | 2 | 3, modification: i % 5 === 0, niche: i % 7 === 0 },
    );
  });
  const related = relatedNeedsOf([{ name: 'Anxiety', related: ['Test Anxiety'] }]);
  const chosen = selection(
    { Decoding: 1.5, Attention: 1, Anxiety: 0.5, 'Test Anxiety': 1.5, Memory: 1 },
    ['Visual Learner'],
  );
  const full = matchAccommodations(large, chosen, related);
  const order = new Map(large.map((entry) => [entry.key, entry]));

  // The documented order, written out field by field.
  function inOrder(a: MatchResult, b: MatchResult): boolean {
    const [x, y] = [order.get(a.key), order.get(b.key)];
    if (!x || !y) return false;
    const held = (entry: MatchableAccommodation, result: MatchResult) =>
      entry.niche && !result.needs.some((need) => need.priority >= DIRECT_NEED_PRIORITY);
    const sides = [
      [Number(held(x, a)), Number(held(y, b))],
      [-a.score, -b.score],
      [x.tier, y.tier],
      [Number(x.modification), Number(y.modification)],
      ['BCLA'.indexOf(x.category), 'BCLA'.indexOf(y.category)],
      [x.number, y.number],
    ];
    for (const [one = 0, other = 0] of sides) if (one !== other) return one < other;
    return false;
  }

  it('ranks a large library in the documented order', () => {
    expect(full.length).toBeGreaterThan(MATCH_RESULTS_MAX);
    const misplaced = full.slice(1).filter((result, i) => !inOrder(full[i] as MatchResult, result));
    expect(misplaced).toEqual([]);
  });

  it('answers exactly the best 250 of more, in ranking order, with how many matched', () => {
    const match = createMatcher(large, related, plainKeyScore, MATCH_RESULTS_MAX);
    const ranked = match(chosen);
    expect(ranked.results).toHaveLength(MATCH_RESULTS_MAX);
    expect(ranked.results).toEqual(full.slice(0, MATCH_RESULTS_MAX).map(plainResultOf));
    expect(ranked.total).toBe(full.length);
  });

  it('answers every match when fewer than the limit matched', () => {
    const match = createMatcher(large, related, plainKeyScore, MATCH_RESULTS_MAX);
    const few = selection({ Memory: 1 });
    const every = matchAccommodations(large, few, related);
    expect(every.length).toBeLessThan(MATCH_RESULTS_MAX);
    expect(match(few)).toEqual({ results: every.map(plainResultOf), total: every.length });
  });

  it('answers the same for a selection asked again after another', () => {
    const match = createMatcher(large, related, plainKeyScore, MATCH_RESULTS_MAX);
    const first = match(chosen);
    match(selection({ Memory: 1.5 }, ['Visual Learner']));
    expect(match(chosen)).toEqual(first);
  });
});

function plainKeyScore(entry: MatchableAccommodation, earned: { score: number }) {
  return `${entry.key}:${earned.score}`;
}

function plainResultOf(result: MatchResult) {
  return `${result.key}:${result.score}`;
}
