import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '@trellis/shared/content';
import { type MatchSelection, matchAccommodations } from '@trellis/shared/matching';
import { loadValidContent } from '../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../config';

type Category = 'B' | 'C' | 'L' | 'A';

interface Profile {
  student: string;
  needs: [name: string, priority: 1.5 | 1 | 0.5][];
  strengths: string[];
  /** Per category: the supports an IEP team would consider first; one must be in the top five. */
  considerFirst: Partial<Record<Category, string[]>>;
}

/**
 * Realistic students and what a special-education teacher would expect near the top of each
 * table. Guards the library's need priorities: a change that pushes these out of the top
 * five makes the ranking worse for real students.
 */
const PROFILES: Profile[] = [
  {
    student: '4th grader with dyslexia who is strong orally',
    needs: [
      ['Decoding and Word Recognition', 1.5],
      ['Reading Fluency', 1.5],
      ['Spelling', 1],
      ['Written Expression', 0.5],
    ],
    strengths: ['Strong Verbal Expression', 'Strong Listening Comprehension'],
    considerFirst: { L: ['L1', 'L2', 'L3'], A: ['A1', 'A2'], C: ['C13', 'C15', 'C75'] },
  },
  {
    student: '7th grader with ADHD and anxiety who loves art',
    needs: [
      ['Sustained Attention', 1.5],
      ['Anxiety', 1.5],
      ['Task Initiation', 1],
      ['Organization of Materials', 0.5],
    ],
    strengths: ['Art and Drawing'],
    considerFirst: { B: ['B2', 'B7', 'B8', 'B15'], C: ['C1', 'C4'], A: ['A21', 'A22', 'A24'] },
  },
  {
    student: 'high-schooler with autism and a strong memory for facts',
    needs: [
      ['Transitions and Flexibility', 1.5],
      ['Changes in Routine', 1.5],
      ['Peer Interaction', 1],
      ['Sensory Sensitivity', 1],
    ],
    strengths: ['Memory for Facts', 'Follows Routines'],
    considerFirst: { B: ['B3', 'B5', 'B65'], L: ['L70'], A: ['A58', 'A26'] },
  },
  {
    student: '2nd grader whose handwriting is slow and effortful',
    needs: [
      ['Handwriting and Fine Motor', 1.5],
      ['Copying from the Board', 1],
      ['Written Expression', 1],
    ],
    strengths: ['Strong Verbal Expression'],
    considerFirst: { L: ['L6', 'L8', 'L9'], A: ['A11', 'A12', 'A15'], C: ['C18', 'C19'] },
  },
  {
    student: '5th grader who has not mastered math facts',
    needs: [
      ['Math Facts and Calculation', 1.5],
      ['Math Problem Solving', 1],
      ['Working Memory', 1],
    ],
    strengths: ['Visual Learner'],
    considerFirst: { C: ['C20', 'C21', 'C22'], L: ['L34', 'L35'], A: ['A17', 'A18'] },
  },
  {
    student: 'middle schooler with test anxiety',
    needs: [
      ['Test Anxiety', 1.5],
      ['Anxiety', 1],
    ],
    strengths: ['Self-Aware'],
    considerFirst: { B: ['B14'], A: ['A26', 'A34', 'A65'] },
  },
  {
    student: 'student with slow processing speed',
    needs: [
      ['Processing Speed', 1.5],
      ['Working Memory', 1],
      ['Following Multi-Step Directions', 1],
    ],
    strengths: [],
    considerFirst: { A: ['A28'], L: ['L16', 'L18', 'L43'], C: ['C2', 'C5'] },
  },
  {
    student: 'student who is hard of hearing and struggles to follow talk',
    needs: [
      ['Auditory Processing', 1.5],
      ['Listening Comprehension', 1.5],
      ['Attention to Instruction', 0.5],
    ],
    strengths: ['Visual Learner'],
    considerFirst: { L: ['L37', 'L38', 'L46'], A: ['A48', 'A9'], C: ['C17'] },
  },
  {
    student: 'student with explosive anger',
    needs: [
      ['Emotional Regulation', 1.5],
      ['Aggression', 1.5],
      ['Frustration Tolerance', 1],
    ],
    strengths: [],
    considerFirst: { B: ['B17', 'B34', 'B35', 'B36', 'B67'], A: ['A62'] },
  },
  {
    student: 'student with an intellectual disability',
    needs: [
      ['Pace of New Learning', 1.5],
      ['Abstract Reasoning', 1],
      ['Functional Life Skills', 1],
      ['Generalizing Skills', 1],
    ],
    strengths: ['Hands-On Learner'],
    considerFirst: { C: ['C41', 'C42', 'C23'], L: ['L28', 'L30', 'L42'] },
  },
];

describe('ranking review on the real library', () => {
  let library: Library;
  beforeAll(async () => {
    library = (await loadValidContent(DEFAULT_CONTENT_DIR)).library;
  });

  it.each(PROFILES)('$student', (profile) => {
    const selection: MatchSelection = {
      needs: profile.needs.map(([name, priority]) => ({ name, priority })),
      strengths: profile.strengths.map((name) => ({ name })),
    };
    const results = matchAccommodations(library.accommodations, selection);
    for (const [category, expected] of Object.entries(profile.considerFirst)) {
      const topFive = results.filter((result) => result.key.startsWith(category)).slice(0, 5);
      const keys = topFive.map((result) => result.key);
      expect(
        keys.some((key) => expected.includes(key)),
        `${category} top five: ${keys.join(' ')}`,
      ).toBe(true);
    }
  });
});
