import { paths } from '../../config/paths';

/** The five builder steps of spec §2, in order. */
export const BUILDER_STEPS = [
  { number: 1, title: 'Identify Strengths', path: paths.builder.strengths },
  { number: 2, title: 'Identify Needs', path: paths.builder.needs },
  { number: 3, title: 'Prioritize Needs', path: paths.builder.prioritize },
  { number: 4, title: 'Select Accommodations', path: paths.builder.select },
  { number: 5, title: 'Export / Share Plan', path: paths.builder.export },
] as const;

/** A step's number, 1 to 5. */
export type StepNumber = (typeof BUILDER_STEPS)[number]['number'];
