import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DotItemDotProps } from 'recharts';
import type { UsageMonth } from '@trellis/shared/district-admin';
import { USAGE_SERIES, UsageLegend, UsageMarker, type UsageSeries } from './usage-series';
import { monthText } from './usage-summary';

const CHART_HEIGHT = 280;

/** Each point drawn as the series' own marker shape. */
function markerOf(series: UsageSeries) {
  return function SeriesMarker({ cx, cy, index }: DotItemDotProps) {
    if (typeof cx !== 'number' || typeof cy !== 'number') return <g key={index} />;
    return (
      <g key={index}>
        <UsageMarker series={series} x={cx} y={cy} />
      </g>
    );
  };
}

/**
 * The district's months as five lines on one count scale. The SVG is one image to assistive
 * technology, labelled by `label`; the numbers are in the table below it. Drawn at once: no
 * motion.
 */
export function UsageChart({ months, label }: { months: UsageMonth[]; label: string }) {
  const points = months.map((month) => ({ ...month, month: monthText(month.month) }));
  return (
    <div className="usage-chart">
      <UsageLegend />
      <LineChart
        responsive
        style={{ width: '100%', height: CHART_HEIGHT }}
        data={points}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        accessibilityLayer={false}
        role="img"
        aria-label={label}
      >
        <CartesianGrid stroke="#dee2e6" strokeDasharray="3 3" />
        <XAxis dataKey="month" tick={{ fill: '#212529', fontSize: 12 }} stroke="#5c636a" />
        <YAxis
          allowDecimals={false}
          tick={{ fill: '#212529', fontSize: 12 }}
          stroke="#5c636a"
          width={48}
        />
        <Tooltip />
        {USAGE_SERIES.map((series) => (
          <Line
            key={series.key}
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
