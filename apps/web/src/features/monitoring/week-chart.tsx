import { Tooltip, XAxis, YAxis } from 'recharts';
import type { WeekFigures } from '@trellis/shared/monitoring';
import { percentText, ratingText, roundedPercent, roundedRating } from '@trellis/shared/monitoring';
import { styledSeries } from '../../components/charts/line-styles';
import { AXIS_LOOK, SeriesLineChart } from '../../components/charts/series-line-chart';
import { shortDayText } from '../../lib/dates';

const CHART_HEIGHT = 240;
const SHARE_TICKS = [0, 25, 50, 75, 100];
const RATING_TICKS = [1, 2, 3, 4, 5];

interface Point {
  week: string;
  provided: number | null;
  used: number | null;
  rating: number | null;
}

/** A share as the whole percentage its table and text show, or null for a gap. */
const percentOf = (share: number | null) => (share === null ? null : roundedPercent(share));

/** The points drawn, rounded as the table beside the chart shows them. */
function pointsOf(weeks: WeekFigures[]): Point[] {
  return weeks.map((week) => ({
    week: shortDayText(week.weekStart),
    provided: percentOf(week.providedShare),
    used: percentOf(week.useShare),
    rating: week.meanRating === null ? null : roundedRating(week.meanRating),
  }));
}

const SERIES = styledSeries([
  { key: 'provided', name: 'Provided (%)', axisId: 'share' },
  { key: 'used', name: 'Used (%)', axisId: 'share' },
  { key: 'rating', name: 'Rated (1–5, right scale)', axisId: 'rating' },
]);

const tooltipValue = (value: unknown, name: unknown) => {
  const number = typeof value === 'number' ? value : null;
  if (name === SERIES[2]?.name) return ratingText(number);
  return percentText(number === null ? null : number / 100);
};

/**
 * One item's weeks as lines: provided and used (0–100 %) on the left scale, the rating (1–5)
 * on the right. The numbers are in the table that goes with it.
 */
export function WeekChart({ weeks, label }: { weeks: WeekFigures[]; label: string }) {
  return (
    <SeriesLineChart
      className="week-chart"
      series={SERIES}
      data={pointsOf(weeks)}
      height={CHART_HEIGHT}
      label={label}
    >
      <XAxis dataKey="week" {...AXIS_LOOK} />
      <YAxis
        yAxisId="share"
        domain={[0, 100]}
        ticks={SHARE_TICKS}
        tickFormatter={(value: number) => `${value} %`}
        {...AXIS_LOOK}
        width={56}
      />
      <YAxis
        yAxisId="rating"
        orientation="right"
        domain={[1, 5]}
        ticks={RATING_TICKS}
        allowDecimals={false}
        {...AXIS_LOOK}
        width={24}
      />
      <Tooltip formatter={tooltipValue} />
    </SeriesLineChart>
  );
}
