import { describe, expect, it } from 'vitest';
import type { AccommodationPrefix } from './content';
import {
  MatchRequestSchema,
  type MatchSelection,
  type MatchableAccommodation,
  matchAccommodations,
} from './matching';
import { NeedPrioritySchema } from './priorities';

function accommodation(
  key: string,
  needs: Record<string, number>,
  strengths: Record<string, number> = {},
): MatchableAccommodation {
  return {
    key,
    category: key.charAt(0) as AccommodationPrefix,
    number: Number(key.slice(1)),
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
      'needs and strengths add up',
      selection({ Attention: 1 }, ['Visual Learner']),
      [
        ['L4', 4],
        ['B1', 3],
      ],
    ],
    [
      'strengths alone rank',
      selection({}, ['Music', 'Visual Learner']),
      [
        ['L4', 4],
        ['B1', 2],
      ],
    ],
    [
      'custom entries match by name whatever the case and surrounding spaces',
      selection({ '  decoding ': 1 }, [' VISUAL learner']),
      [
        ['B1', 5],
        ['C2', 1],
        ['L4', 1],
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
      selection({}, ['Music', 'music ', 'MUSIC']),
      [['L4', 3]],
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
      score: 6.5,
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
