// Lines on one chart are told apart by colour, dash pattern and marker shape, so that meaning
// never rests on colour (UI brief). Colours are the theme's primary green, muted gray and body
// text, then a blue and a purple, each above 3:1 on white; the third style's markers are
// filled amber inside a dark outline.

export type MarkerShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'cross';

/** How one line and its markers look. */
export interface LineStyle {
  stroke: string;
  /** The inside of the markers. */
  fill: string;
  /** SVG stroke-dasharray; undefined for a solid line. */
  dash: string | undefined;
  marker: MarkerShape;
}

/** A line on a chart: the value it draws and its name in the legend and table, with its look. */
export interface ChartSeries<Key extends string = string> extends LineStyle {
  key: Key;
  name: string;
  /** The y axis it is drawn against, for a chart with two scales. */
  axisId?: string;
}

/** The looks charts give their lines, in order: every chart's first line looks the same. */
const LINE_STYLES: readonly LineStyle[] = [
  { stroke: '#1d6b57', fill: '#1d6b57', dash: undefined, marker: 'circle' },
  { stroke: '#5c636a', fill: '#ffffff', dash: '7 4', marker: 'square' },
  { stroke: '#212529', fill: '#f2b134', dash: '2 3', marker: 'diamond' },
  { stroke: '#0a58ca', fill: '#ffffff', dash: '10 3 2 3', marker: 'triangle' },
  { stroke: '#6f42c1', fill: '#6f42c1', dash: '4 2', marker: 'cross' },
];

/** A chart's lines, each given the next look in order. */
export function styledSeries<Key extends string>(
  lines: readonly { key: Key; name: string; axisId?: string }[],
): readonly ChartSeries<Key>[] {
  return lines.map((line, index) => {
    const style = LINE_STYLES[index];
    if (!style) throw new Error(`A chart can draw at most ${LINE_STYLES.length} lines.`);
    return { ...line, ...style };
  });
}
