// The three lines of a week chart, told apart by colour, dash pattern and marker shape, so
// that meaning never rests on colour (UI brief). Colours are the theme's: the primary green,
// muted gray and body text, each above 3:1 on white; the rating's markers are filled amber
// inside a dark outline.

export type MarkerShape = 'circle' | 'square' | 'diamond';

export interface Series {
  key: 'provided' | 'used' | 'rating';
  name: string;
  stroke: string;
  fill: string;
  dash: string | undefined;
  marker: MarkerShape;
}

export const SERIES: readonly Series[] = [
  {
    key: 'provided',
    name: 'Provided (%)',
    stroke: '#1d6b57',
    fill: '#1d6b57',
    dash: undefined,
    marker: 'circle',
  },
  {
    key: 'used',
    name: 'Used (%)',
    stroke: '#5c636a',
    fill: '#ffffff',
    dash: '7 4',
    marker: 'square',
  },
  {
    key: 'rating',
    name: 'Rated (1–5, right scale)',
    stroke: '#212529',
    fill: '#f2b134',
    dash: '2 3',
    marker: 'diamond',
  },
];

/** A marker centred on (x, y), 4 px from centre to edge. */
export function Marker({
  shape,
  x,
  y,
  stroke,
  fill,
}: {
  shape: MarkerShape;
  x: number;
  y: number;
  stroke: string;
  fill: string;
}) {
  const common = { stroke, fill, strokeWidth: 1.5 };
  if (shape === 'circle') return <circle cx={x} cy={y} r={4} {...common} />;
  if (shape === 'square') return <rect x={x - 4} y={y - 4} width={8} height={8} {...common} />;
  return <path d={`M${x} ${y - 5}L${x + 5} ${y}L${x} ${y + 5}L${x - 5} ${y}Z`} {...common} />;
}

/** The legend, in HTML beside the chart: each line's sample and its name. */
export function ChartLegend() {
  return (
    <ul className="list-inline small mb-1" aria-label="Legend">
      {SERIES.map((series) => (
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
            <Marker shape={series.marker} x={18} y={6} stroke={series.stroke} fill={series.fill} />
          </svg>{' '}
          {series.name}
        </li>
      ))}
    </ul>
  );
}
