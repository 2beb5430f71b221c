import type { AccommodationPrefix } from '@trellis/shared/content-constants';
import type { NeedPriority } from '@trellis/shared/priorities';

/**
 * A realistic student as a case manager would enter them, and what an experienced IEP team
 * expects among the first five rows of each category.
 */
export interface RankingProfile {
  student: string;
  needs: [name: string, priority: NeedPriority][];
  strengths: string[];
  /**
   * Per category, what must be among the first five: each item is a key, or several keys
   * joined by `|` when any one of them will do.
   */
  firstFive: Partial<Record<AccommodationPrefix, string[]>>;
  /** Keys that must not be among the first five of their category for this student. */
  notFirstFive?: string[];
}

/** The builder's priorities, as profiles write them. */
export const HIGH = 1.5;
export const MEDIUM = 1;
export const LOW = 0.5;

/**
 * Needs tied to a disability or circumstance a student either has or not (hearing, vision,
 * AAC use…): an accommodation designed for one of them belongs at the top only for a student
 * who has it, or when it is designed for another need the student has as well.
 */
export const DISTINCT_CONDITION_NEEDS = [
  'Hearing (Deaf or Hard of Hearing)',
  'Sign Language Access',
  'Vision (Blind or Low Vision)',
  'Braille and Tactile Access',
  'Motor and Physical Access',
  'Health and Medical',
  'Augmentative and Alternative Communication (AAC)',
  'Language Access (English Learners)',
  'Attendance and School Avoidance',
  'Safety (Elopement and Self-Injury)',
] as const;

/** Twenty students whose first rows the library must get right (issue 13). */
export const RANKING_PROFILES: RankingProfile[] = [
  {
    student: 'grade 7, ADHD: attention, organisation, turning in work',
    needs: [
      ['Sustained Attention', HIGH],
      ['Attention to Instruction', MEDIUM],
      ['Organization of Materials', MEDIUM],
      ['Completing and Turning In Work', HIGH],
    ],
    strengths: ['Sports and Physical Activity', 'Good Sense of Humor'],
    firstFive: {
      A: ['A28', 'A21|A22', 'A29|A34'],
      B: ['B97|B18|B19|B26', 'B1|B2|B7'],
      C: ['C1|C25|C26|C46'],
      L: ['L15|L16|L10|L20'],
    },
  },
  {
    student: 'grade 10, anxiety and test anxiety, attends every day',
    needs: [
      ['Anxiety', HIGH],
      ['Test Anxiety', HIGH],
    ],
    strengths: ['Strong Writer', 'Persistence'],
    firstFive: {
      A: ['A28', 'A21|A22', 'A34|A29'],
      B: ['B14|B17|B22|B32|B104'],
    },
    notFirstFive: ['A87', 'B90', 'B38', 'B102', 'B103'],
  },
  {
    student: 'grade 2, autism, verbal, strong visual learner',
    needs: [
      ['Transitions and Flexibility', HIGH],
      ['Sensory Sensitivity', MEDIUM],
      ['Peer Interaction', MEDIUM],
      ['Oral Expression', LOW],
    ],
    strengths: ['Visual Learner', 'Follows Routines'],
    firstFive: {
      B: ['B3|B4|B16|B5'],
      L: ['L70|L24|L68|L41'],
      A: ['A58|A59|A25|A26'],
    },
    notFirstFive: ['L54', 'L102', 'A9', 'A50', 'A106', 'C105', 'B106'],
  },
  {
    student: 'grade 6, blind, reads braille',
    needs: [
      ['Vision (Blind or Low Vision)', HIGH],
      ['Braille and Tactile Access', HIGH],
      ['Organization of Materials', LOW],
    ],
    strengths: ['Strong Listening Comprehension', 'Memory for Facts'],
    firstFive: {
      L: ['L95', 'L96|L97|L98|L99'],
      A: ['A43|A99', 'A100|A101|A28'],
      C: ['C114|C98|C97'],
      B: ['B108|B95'],
    },
    notFirstFive: ['L39', 'A3', 'A44', 'C16'],
  },
  {
    student: 'grade 3, low vision, copies slowly from the board',
    needs: [
      ['Vision (Blind or Low Vision)', HIGH],
      ['Copying from the Board', MEDIUM],
      ['Reading Fluency', LOW],
    ],
    strengths: ['Auditory Learner'],
    firstFive: {
      A: ['A3|A44'],
      C: ['C16|C114|C97'],
      L: ['L39|L36|L13|L97'],
    },
    notFirstFive: ['L95', 'A99', 'A101', 'C98'],
  },
  {
    student: 'grade 9, deaf, uses American Sign Language',
    needs: [
      ['Hearing (Deaf or Hard of Hearing)', HIGH],
      ['Sign Language Access', HIGH],
      ['Vocabulary', MEDIUM],
    ],
    strengths: ['Visual Learner', 'Art and Drawing'],
    firstFive: {
      L: ['L91', 'L93|L46|L114|L38'],
      A: ['A102|A9', 'A103|A48|A50'],
      B: ['B107|B95'],
      C: ['C106|C115|C17'],
    },
  },
  {
    student: 'grade 8, wheelchair user with cerebral palsy',
    needs: [
      ['Motor and Physical Access', HIGH],
      ['Handwriting and Fine Motor', MEDIUM],
      ['Health and Medical', LOW],
    ],
    strengths: ['Strong Verbal Expression', 'Technology and Computers'],
    firstFive: {
      B: ['B94', 'B95|B98'],
      C: ['C91|C108|C109'],
      L: ['L109|L110|L6|L61'],
      A: ['A107|A113|A11|A12|A15'],
    },
  },
  {
    student: 'grade 5, type 1 diabetes, Section 504 plan',
    needs: [['Health and Medical', HIGH]],
    strengths: ['Self-Aware'],
    firstFive: {
      B: ['B92', 'B91|B93'],
      A: ['A92|A93'],
      C: ['C96|C93|C95'],
    },
  },
  {
    student: 'grade 11, epilepsy with fatigue and missed days',
    needs: [
      ['Health and Medical', HIGH],
      ['Processing Speed', MEDIUM],
      ['Attendance and School Avoidance', LOW],
    ],
    strengths: ['Persistence'],
    firstFive: {
      B: ['B93'],
      A: ['A94|A93|A108', 'A28'],
      C: ['C93|C96|C95'],
      L: ['L108|L111|L106'],
    },
  },
  {
    student: 'grade 6, stutters, anxious about speaking in class',
    needs: [
      ['Speech and Communication', HIGH],
      ['Anxiety', MEDIUM],
    ],
    strengths: ['Strong Writer'],
    firstFive: {
      B: ['B105|B96|B30'],
      A: ['A104|A105'],
      C: ['C104'],
      L: ['L101'],
    },
    notFirstFive: ['L54', 'L102', 'A106', 'C105', 'B106'],
  },
  {
    student: 'grade 3, autism, communicates with an AAC device',
    needs: [
      ['Augmentative and Alternative Communication (AAC)', HIGH],
      ['Transitions and Flexibility', MEDIUM],
      ['Peer Interaction', MEDIUM],
    ],
    strengths: ['Visual Learner'],
    firstFive: {
      L: ['L54|L102'],
      B: ['B106'],
      A: ['A106|A20'],
      C: ['C105'],
    },
  },
  {
    student: 'grade 4, English learner (Spanish) with a reading disability',
    needs: [
      ['Language Access (English Learners)', HIGH],
      ['Reading Comprehension', MEDIUM],
      ['Vocabulary', MEDIUM],
    ],
    strengths: ['Strong Math Reasoning', 'Kind and Helpful to Others'],
    firstFive: {
      L: ['L103|L104|L105'],
      A: ['A96|A46|A97'],
      C: ['C100|C101|C60'],
      B: ['B109|B110'],
    },
  },
  {
    student: 'grade 8, anxious and avoiding school',
    needs: [
      ['Attendance and School Avoidance', HIGH],
      ['Anxiety', HIGH],
    ],
    strengths: ['Connects Well with Adults'],
    firstFive: {
      B: ['B38|B102|B103', 'B71|B27|B104|B101'],
      C: ['C93|C95'],
    },
    notFirstFive: ['L107', 'A110', 'B90'],
  },
  {
    student: 'grade 11, depression, falling behind',
    needs: [
      ['Mood (Depression and Low Energy)', HIGH],
      ['Completing and Turning In Work', MEDIUM],
      ['Attendance and School Avoidance', LOW],
    ],
    strengths: ['Strong Reader'],
    firstFive: {
      B: ['B101|B114|B112'],
      C: ['C110|C27|C95'],
    },
  },
  {
    student: 'grade 1, autism, runs from the classroom',
    needs: [
      ['Safety (Elopement and Self-Injury)', HIGH],
      ['Transitions and Flexibility', MEDIUM],
    ],
    strengths: ['Follows Routines'],
    firstFive: {
      B: ['B99', 'B40|B4|B35'],
      A: ['A109'],
    },
  },
  {
    student: "grade 10, Crohn's disease, Section 504 plan",
    needs: [
      ['Health and Medical', HIGH],
      ['Attendance and School Avoidance', MEDIUM],
    ],
    strengths: ['Independence'],
    firstFive: {
      B: ['B91'],
      C: ['C93|C96'],
      A: ['A93|A95'],
      L: ['L108|L106'],
    },
  },
  {
    student: 'grade 3, dyscalculia and weak working memory',
    needs: [
      ['Math Facts and Calculation', HIGH],
      ['Working Memory', HIGH],
      ['Math Problem Solving', MEDIUM],
    ],
    strengths: ['Visual Learner', 'Hands-On Learner'],
    firstFive: {
      C: ['C20|C21|C22|C23'],
      A: ['A17|A18|A53'],
      L: ['L34|L35|L26|L57'],
    },
  },
  {
    student: 'grade 9, recovering from a concussion',
    needs: [
      ['Processing Speed', HIGH],
      ['Health and Medical', MEDIUM],
      ['Sustained Attention', MEDIUM],
    ],
    strengths: ['Sports and Physical Activity'],
    firstFive: {
      A: ['A28', 'A29|A30|A93|A108'],
      B: ['B98|B7|B17'],
      C: ['C2|C95|C27|C96'],
    },
  },
  {
    student: 'grade 5, impulsive ADHD',
    needs: [
      ['Impulse Control', HIGH],
      ['Following Classroom Rules', MEDIUM],
      ['Peer Interaction', LOW],
    ],
    strengths: ['Leadership', 'Responds to Praise'],
    firstFive: {
      B: ['B2|B55|B77|B18|B6|B44'],
      A: ['A60|A61|A22|A62'],
    },
  },
  {
    student: 'grade 11, reading comprehension and written expression, strong speaker',
    needs: [
      ['Reading Comprehension', HIGH],
      ['Written Expression', HIGH],
    ],
    strengths: ['Strong Verbal Expression'],
    firstFive: {
      A: ['A12|A13|A38|A1|A2|A28'],
      L: ['L1|L6|L49|L2'],
      C: ['C9|C10|C66|C13'],
    },
  },
];
