import { ChartSvg, ValueGrid } from './chart-svg';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { AXIS_COLOUR, SERIES_COLOURS } from './palette';
import { HEIGHT, MARGIN, spreadTicks, WIDTH } from './frame';
import { Legend } from './legend';

export type Series = { name: string; values: readonly number[] };

type LineChartProps = {
  /** the picture's name for a screen reader (its <title>) */
  title: string;
  ids: { title: string; caption: string };
  /** the x axis' labels, one a point, already in the page's language */
  labels: readonly string[];
  series: readonly Series[];
};

const DASHES = [undefined, '6 3', '2 3'] as const;

/** Lines over time (views and favourites per day), drawn with d3's scales and line shape. */
export function LineChart({ title, ids, labels, series }: LineChartProps) {
  const most = Math.max(1, ...series.flatMap((s) => s.values));
  const x = scaleLinear()
    .domain([0, Math.max(1, labels.length - 1)])
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear()
    .domain([0, most])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = line<number>()
    .x((_, i) => x(i))
    .y((v) => y(v));
  return (
    <>
      <ChartSvg title={title} ids={ids}>
        <ValueGrid y={y} />
        {spreadTicks(labels.length, 4).map((i) => (
          <text
            key={i}
            x={x(i)}
            y={HEIGHT - MARGIN.bottom + 16}
            textAnchor={i === 0 ? 'start' : i === labels.length - 1 ? 'end' : 'middle'}
            fill={AXIS_COLOUR}
          >
            {labels[i]}
          </text>
        ))}
        {series.map((s, i) => (
          <path
            key={s.name}
            d={path([...s.values]) ?? ''}
            fill="none"
            stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
            strokeWidth={2}
            strokeDasharray={DASHES[i % DASHES.length]}
          />
        ))}
      </ChartSvg>
      <Legend names={series.map((s) => s.name)} dashed />
    </>
  );
}
