import { HIGH, LOW, MEDIUM, type RankingProfile } from './ranking-profiles';

/**
 * The first review's ten students (library v2), kept beside the twenty: each names the
 * supports an IEP team would consider first, one of which must be in the first five.
 */
export const REVIEW_PROFILES: RankingProfile[] = [
  {
    student: 'grade 4, dyslexia, strong orally',
    needs: [
      ['Decoding and Word Recognition', HIGH],
      ['Reading Fluency', HIGH],
      ['Spelling', MEDIUM],
      ['Written Expression', LOW],
    ],
    strengths: ['Strong Verbal Expression', 'Strong Listening Comprehension'],
    firstFive: { L: ['L1|L2|L3'], A: ['A1|A2'], C: ['C13|C15|C75'] },
  },
  {
    student: 'grade 7, ADHD and anxiety, loves art',
    needs: [
      ['Sustained Attention', HIGH],
      ['Anxiety', HIGH],
      ['Task Initiation', MEDIUM],
      ['Organization of Materials', LOW],
    ],
    strengths: ['Art and Drawing'],
    firstFive: { B: ['B2|B7|B8|B15'], C: ['C1|C4'], A: ['A21|A22|A24'] },
  },
  {
    student: 'high school, autism, strong memory for facts',
    needs: [
      ['Transitions and Flexibility', HIGH],
      ['Changes in Routine', HIGH],
      ['Peer Interaction', MEDIUM],
      ['Sensory Sensitivity', MEDIUM],
    ],
    strengths: ['Memory for Facts', 'Follows Routines'],
    firstFive: { B: ['B3|B5|B65'], L: ['L70'], A: ['A58|A26'] },
  },
  {
    student: 'grade 2, slow and effortful handwriting',
    needs: [
      ['Handwriting and Fine Motor', HIGH],
      ['Copying from the Board', MEDIUM],
      ['Written Expression', MEDIUM],
    ],
    strengths: ['Strong Verbal Expression'],
    firstFive: { L: ['L6|L8|L9'], A: ['A11|A12|A15'], C: ['C18|C19'] },
  },
  {
    student: 'grade 5, has not mastered math facts',
    needs: [
      ['Math Facts and Calculation', HIGH],
      ['Math Problem Solving', MEDIUM],
      ['Working Memory', MEDIUM],
    ],
    strengths: ['Visual Learner'],
    firstFive: { C: ['C20|C21|C22'], L: ['L34|L35'], A: ['A17|A18'] },
  },
  {
    student: 'middle school, test anxiety',
    needs: [
      ['Test Anxiety', HIGH],
      ['Anxiety', MEDIUM],
    ],
    strengths: ['Self-Aware'],
    firstFive: { B: ['B14'], A: ['A26|A34|A65'] },
  },
  {
    student: 'slow processing speed',
    needs: [
      ['Processing Speed', HIGH],
      ['Working Memory', MEDIUM],
      ['Following Multi-Step Directions', MEDIUM],
    ],
    strengths: [],
    firstFive: { A: ['A28'], L: ['L16|L18|L43'], C: ['C2|C5'] },
  },
  {
    student: 'hard of hearing, struggles to follow talk',
    needs: [
      ['Hearing (Deaf or Hard of Hearing)', HIGH],
      ['Listening Comprehension', HIGH],
      ['Attention to Instruction', LOW],
    ],
    strengths: ['Visual Learner'],
    firstFive: { L: ['L37|L38|L46|L36|L93'], A: ['A48|A9|A103'], C: ['C17'] },
  },
  {
    student: 'explosive anger',
    needs: [
      ['Emotional Regulation', HIGH],
      ['Aggression', HIGH],
      ['Frustration Tolerance', MEDIUM],
    ],
    strengths: [],
    firstFive: { B: ['B17|B34|B35|B36|B67'], A: ['A62'] },
  },
  {
    student: 'intellectual disability',
    needs: [
      ['Pace of New Learning', HIGH],
      ['Abstract Reasoning', MEDIUM],
      ['Functional Life Skills', MEDIUM],
      ['Generalizing Skills', MEDIUM],
    ],
    strengths: ['Hands-On Learner'],
    firstFive: { C: ['C41|C42|C23'], L: ['L28|L30|L42'] },
  },
];
