import type { ReactNode } from 'react';
import { CartesianGrid, Line, LineChart } from 'recharts';
import { ChartLegend, markerDot } from './chart-marks';
import type { ChartSeries } from './line-styles';

const CHART_MARGIN = { top: 8, right: 8, bottom: 8, left: 0 };

/** How every axis looks: body-text labels beside a muted-gray line. */
export const AXIS_LOOK = { tick: { fill: '#212529', fontSize: 12 }, stroke: '#5c636a' };

/**
 * `series` drawn as lines over `data`, with their legend above; `children` are the chart's
 * axes and tooltip. The SVG is one image to assistive technology, labelled by `label`; the
 * numbers are in the table that goes with it. Lines are drawn at once: no motion.
 */
export function SeriesLineChart({
  series,
  data,
  height,
  label,
  className,
  children,
}: {
  series: readonly ChartSeries[];
  data: readonly object[];
  height: number;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <ChartLegend series={series} />
      <LineChart
        responsive
        style={{ width: '100%', height }}
        data={data}
        margin={CHART_MARGIN}
        accessibilityLayer={false}
        role="img"
        aria-label={label}
      >
        <CartesianGrid stroke="#dee2e6" strokeDasharray="3 3" />
        {children}
        {series.map((line) => (
          <Line
            key={line.key}
            yAxisId={line.axisId ?? 0}
            dataKey={line.key}
            name={line.name}
            stroke={line.stroke}
            strokeWidth={2}
            strokeDasharray={line.dash}
            dot={markerDot(line)}
            activeDot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </div>
  );
}
