import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Tooltip, XAxis, YAxis } from 'recharts';
import type { UsageMonth } from '@trellis/shared/district-admin';
import { AXIS_LOOK, SeriesLineChart } from '../../components/charts/series-line-chart';
import { type UsageFigure, USAGE_SERIES } from './usage-series';
import { monthText } from './usage-summary';

const CHART_HEIGHT = 280;

/**
 * The figures to chart, each a checkbox, all on at first: the lines share one count scale,
 * so a large figure (log entries) flattens the small ones until it is switched off.
 */
function FigureChoice({
  shown,
  onToggle,
}: {
  shown: ReadonlySet<UsageFigure>;
  onToggle(figure: UsageFigure): void;
}) {
  return (
    <fieldset className="mb-2">
      <legend className="fs-6 fw-semibold mb-1">Figures in the chart</legend>
      {USAGE_SERIES.map((series) => (
        <Form.Check
          key={series.key}
          inline
          type="checkbox"
          id={`usage-chart-${series.key}`}
          label={series.name}
          checked={shown.has(series.key)}
          onChange={() => onToggle(series.key)}
        />
      ))}
    </fieldset>
  );
}

/**
 * The district's months as lines on one count scale, for the figures the user picks. The
 * SVG is one image to assistive technology; the summary above it and the table below it say
 * the numbers, so its label only points to the table.
 */
export function UsageChart({ months }: { months: UsageMonth[] }) {
  const [shown, setShown] = useState<ReadonlySet<UsageFigure>>(
    () => new Set(USAGE_SERIES.map((series) => series.key)),
  );
  const toggle = (figure: UsageFigure) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(figure)) next.add(figure);
      return next;
    });
  const series = USAGE_SERIES.filter((line) => shown.has(line.key));
  const points = months.map((month) => ({ ...month, month: monthText(month.month) }));
  return (
    <>
      <FigureChoice shown={shown} onToggle={toggle} />
      {series.length === 0 ? (
        // The chart's space stays reserved, so the table below does not jump.
        <p className="d-flex align-items-center" style={{ minHeight: CHART_HEIGHT }}>
          Choose at least one figure to see the chart.
        </p>
      ) : (
        <SeriesLineChart
          className="usage-chart"
          series={series}
          data={points}
          height={CHART_HEIGHT}
          label="Chart of the figures in the table below"
        >
          <XAxis dataKey="month" {...AXIS_LOOK} />
          <YAxis allowDecimals={false} {...AXIS_LOOK} width={48} />
          <Tooltip />
        </SeriesLineChart>
      )}
    </>
  );
}
