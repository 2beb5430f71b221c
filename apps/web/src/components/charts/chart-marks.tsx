import type { DotItemDotProps } from 'recharts';
import type { ChartSeries, LineStyle } from './line-styles';

/** A line's marker centred on (x, y), about 4 px from centre to edge. */
export function ChartMarker({ style, x, y }: { style: LineStyle; x: number; y: number }) {
  const common = { stroke: style.stroke, fill: style.fill, strokeWidth: 1.5 };
  switch (style.marker) {
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

/** Recharts' `dot`: each point drawn as the line's own marker; a point without a value gets none. */
export function markerDot(style: LineStyle) {
  return function SeriesMarker({ cx, cy, index }: DotItemDotProps) {
    if (typeof cx !== 'number' || typeof cy !== 'number') return <g key={index} />;
    return (
      <g key={index}>
        <ChartMarker style={style} x={cx} y={cy} />
      </g>
    );
  };
}

/** The legend, in HTML beside the chart: each line's sample and its name. */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="list-inline small mb-1" aria-label="Legend">
      {series.map((line) => (
        <li key={line.key} className="list-inline-item me-3">
          <svg width="36" height="12" viewBox="0 0 36 12" aria-hidden="true" focusable="false">
            <line
              x1="1"
              y1="6"
              x2="35"
              y2="6"
              stroke={line.stroke}
              strokeWidth="2"
              strokeDasharray={line.dash}
            />
            <ChartMarker style={line} x={18} y={6} />
          </svg>{' '}
          {line.name}
        </li>
      ))}
    </ul>
  );
}
