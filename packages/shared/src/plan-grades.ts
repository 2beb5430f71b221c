// The grades a student plan may name, without zod: the builder's student switcher and the
// plan lists show them without loading the plan schemas.

/** Grades as US schools name them; '18-21' is the post-secondary transition programme. */
export const PLAN_GRADES = [
  'PK',
  'K',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '18-21',
] as const;
export type PlanGrade = (typeof PLAN_GRADES)[number];

/** How a grade reads in lists and menus. */
export function gradeLabel(grade: PlanGrade): string {
  if (grade === 'PK') return 'Pre-K';
  if (grade === 'K') return 'Kindergarten';
  if (grade === '18-21') return 'Transition (18–21)';
  return `Grade ${grade}`;
}
