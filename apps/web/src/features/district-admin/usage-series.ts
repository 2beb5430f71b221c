import type { UsageMonth } from '@trellis/shared/district-admin';
import { styledSeries } from '../../components/charts/line-styles';

export type UsageFigure = Exclude<keyof UsageMonth, 'month'>;

/** The five figures of a month: the usage chart's lines and the table's columns, in order. */
export const USAGE_SERIES = styledSeries<UsageFigure>([
  { key: 'activeUsers', name: 'Staff signed in' },
  { key: 'plans', name: 'Plans created' },
  { key: 'exports', name: 'Files downloaded' },
  { key: 'emails', name: 'E-mails sent' },
  { key: 'logEntries', name: 'Log entries' },
]);
