import type { UsageMonth } from '@trellis/shared/district-admin';

// The five lines of the usage chart, told apart by colour, dash pattern and marker shape, so
// that meaning never rests on colour (UI brief). Each colour is above 3:1 on white.

export type UsageFigure = Exclude<keyof UsageMonth, 'month'>;
type MarkerShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'cross';

export interface UsageSeries {
  key: UsageFigure;
  /** The column heading and legend text. */
  name: string;
  stroke: string;
  fill: string;
  dash: string | undefined;
  marker: MarkerShape;
}

export const USAGE_SERIES: readonly UsageSeries[] = [
  {
    key: 'activeUsers',
    name: 'Staff signed in',
    stroke: '#1d6b57',
    fill: '#1d6b57',
    dash: undefined,
    marker: 'circle',
  },
  {
    key: 'plans',
    name: 'Plans created',
    stroke: '#5c636a',
    fill: '#ffffff',
    dash: '7 4',
    marker: 'square',
  },
  {
    key: 'exports',
    name: 'Files downloaded',
    stroke: '#212529',
    fill: '#f2b134',
    dash: '2 3',
    marker: 'diamond',
  },
  {
    key: 'emails',
    name: 'E-mails sent',
    stroke: '#0a58ca',
    fill: '#ffffff',
    dash: '10 3 2 3',
    marker: 'triangle',
  },
  {
    key: 'logEntries',
    name: 'Log entries',
    stroke: '#6f42c1',
    fill: '#6f42c1',
    dash: '4 2',
    marker: 'cross',
  },
];

/** A marker centred on (x, y), about 4 px from centre to edge. */
export function UsageMarker({ series, x, y }: { series: UsageSeries; x: number; y: number }) {
  const common = { stroke: series.stroke, fill: series.fill, strokeWidth: 1.5 };
  switch (series.marker) {
    case 'circle':
      return <circle cx={x} cy={y} r={4} {...common} />;
    case 'square':
      return <rect x={x - 4} y={y - 4} width={8} height={8} {...common} />;
    case 'diamond':
      return <path d={`M${x} ${y - 5}L${x + 5} ${y}L${x} ${y + 5}L${x - 5} ${y}Z`} {...common} />;
    case 'triangle':
      return <path d={`M${x} ${y - 5}L${x + 5} ${y + 4}L${x - 5} ${y + 4}Z`} {...common} />;
    case 'cross':
      return (
        <path
          d={`M${x - 4} ${y - 4}L${x + 4} ${y + 4}M${x - 4} ${y + 4}L${x + 4} ${y - 4}`}
          {...common}
          strokeWidth={2}
        />
      );
  }
}

/** The legend, in HTML beside the chart: each line's sample and its name. */
export function UsageLegend() {
  return (
    <ul className="list-inline small mb-1" aria-label="Legend">
      {USAGE_SERIES.map((series) => (
        <li key={series.key} className="list-inline-item me-3">
          <svg width="36" height="12" viewBox="0 0 36 12" aria-hidden="true" focusable="false">
            <line
              x1="1"
              y1="6"
              x2="35"
              y2="6"
              stroke={series.stroke}
              strokeWidth="2"
              strokeDasharray={series.dash}
            />
            <UsageMarker series={series} x={18} y={6} />
          </svg>{' '}
          {series.name}
        </li>
      ))}
    </ul>
  );
}
