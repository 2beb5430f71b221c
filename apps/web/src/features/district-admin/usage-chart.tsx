import { Tooltip, XAxis, YAxis } from 'recharts';
import type { UsageMonth } from '@trellis/shared/district-admin';
import { AXIS_LOOK, SeriesLineChart } from '../../components/charts/series-line-chart';
import { USAGE_SERIES } from './usage-series';
import { monthText } from './usage-summary';

const CHART_HEIGHT = 280;

/**
 * The district's months as five lines on one count scale. The SVG is one image to assistive
 * technology, labelled by `label`; the numbers are in the table below it.
 */
export function UsageChart({ months, label }: { months: UsageMonth[]; label: string }) {
  const points = months.map((month) => ({ ...month, month: monthText(month.month) }));
  return (
    <SeriesLineChart
      className="usage-chart"
      series={USAGE_SERIES}
      data={points}
      height={CHART_HEIGHT}
      label={label}
    >
      <XAxis dataKey="month" {...AXIS_LOOK} />
      <YAxis allowDecimals={false} {...AXIS_LOOK} width={48} />
      <Tooltip />
    </SeriesLineChart>
  );
}
