import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DotItemDotProps } from 'recharts';
import type { WeekFigures } from '@trellis/shared/monitoring';
import { percentText, ratingText, roundedPercent, roundedRating } from '@trellis/shared/monitoring';
import { ChartLegend, Marker, SERIES, type Series } from './chart-series';
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

/** Each point drawn as the series' own marker shape; a week without a value gets none. */
function markerOf(series: Series) {
  return function SeriesMarker({ cx, cy, index }: DotItemDotProps) {
    if (typeof cx !== 'number' || typeof cy !== 'number') return <g key={index} />;
    return (
      <g key={index}>
        <Marker shape={series.marker} x={cx} y={cy} stroke={series.stroke} fill={series.fill} />
      </g>
    );
  };
}

const tooltipValue = (value: unknown, name: unknown) => {
  const number = typeof value === 'number' ? value : null;
  if (name === SERIES[2]?.name) return ratingText(number);
  return percentText(number === null ? null : number / 100);
};

/**
 * One item's weeks as lines: provided and used (0–100 %) on the left scale, the rating (1–5)
 * on the right. The SVG is one image to assistive technology, labelled by `label`; the
 * numbers are in the table that goes with it. Lines are drawn at once: no motion.
 */
export function WeekChart({ weeks, label }: { weeks: WeekFigures[]; label: string }) {
  return (
    <div className="week-chart">
      <ChartLegend />
      <LineChart
        responsive
        style={{ width: '100%', height: CHART_HEIGHT }}
        data={pointsOf(weeks)}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        accessibilityLayer={false}
        role="img"
        aria-label={label}
      >
        <CartesianGrid stroke="#dee2e6" strokeDasharray="3 3" />
        <XAxis dataKey="week" tick={{ fill: '#212529', fontSize: 12 }} stroke="#5c636a" />
        <YAxis
          yAxisId="share"
          domain={[0, 100]}
          ticks={SHARE_TICKS}
          tickFormatter={(value: number) => `${value} %`}
          tick={{ fill: '#212529', fontSize: 12 }}
          stroke="#5c636a"
          width={56}
        />
        <YAxis
          yAxisId="rating"
          orientation="right"
          domain={[1, 5]}
          ticks={RATING_TICKS}
          allowDecimals={false}
          tick={{ fill: '#212529', fontSize: 12 }}
          stroke="#5c636a"
          width={24}
        />
        <Tooltip formatter={tooltipValue} />
        {SERIES.map((series) => (
          <Line
            key={series.key}
            yAxisId={series.key === 'rating' ? 'rating' : 'share'}
            dataKey={series.key}
            name={series.name}
            stroke={series.stroke}
            strokeWidth={2}
            strokeDasharray={series.dash}
            dot={markerOf(series)}
            activeDot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </div>
  );
}
