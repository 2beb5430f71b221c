import type { PlanType } from '@trellis/shared/plan-limits';

/** The page's alert: outcomes of the changes made from My Students. */
export const STUDENTS_ALERT_KEY = 'students';

/** What the label field asks for, wherever a label is typed. */
export const LABEL_HINT = 'Initials or a nickname, never the full name.';

/** How each plan type reads in the table and the menus. */
export const PLAN_TYPE_NAMES: Record<PlanType, string> = {
  IEP: 'IEP',
  '504': '504 Plan',
  Other: 'Other',
};
