import { ChartSvg, ValueGrid } from './chart-svg';
import { scaleBand, scaleLinear } from 'd3-scale';
import { AXIS_COLOUR, SERIES_COLOURS } from './palette';
import { HEIGHT, MARGIN, spreadTicks, WIDTH } from './frame';
import { Legend } from './legend';
import type { Series } from './line-chart';

type BarChartProps = {
  title: string;
  ids: { title: string; caption: string };
  /** one label a bar (or a group of bars), in the page's language */
  labels: readonly string[];
  /** one or more series, drawn side by side in each group */
  series: readonly Series[];
  /** a level drawn across every group (a hotel's room-nights in a week), with its name */
  limit?: { name: string; values: readonly number[] };
  /** how a value is written on the axis ('$1,200') */
  format?: (value: number) => string;
  /** the group to mark as now (this month, this week) */
  current?: number;
};

/** Bars by category or period (income per month, requests by outcome, room-nights a week). */
export function BarChart({
  title,
  ids,
  labels,
  series,
  limit,
  format = String,
  current,
}: BarChartProps) {
  const most = Math.max(1, ...series.flatMap((s) => s.values), ...(limit?.values ?? []));
  const x = scaleBand<number>()
    .domain(labels.map((_, i) => i))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  const inner = scaleBand<number>()
    .domain(series.map((_, i) => i))
    .range([0, x.bandwidth()])
    .padding(0.05);
  const y = scaleLinear()
    .domain([0, most])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const base = y(0);
  return (
    <>
      <ChartSvg title={title} ids={ids}>
        <ValueGrid y={y} format={format} />
        {current !== undefined && (
          <rect
            x={(x(current) ?? 0) - 2}
            width={x.bandwidth() + 4}
            y={MARGIN.top}
            height={base - MARGIN.top}
            fill="#f5f5f4"
          />
        )}
        {labels.map((_, group) =>
          series.map((s, i) => {
            const value = s.values[group] ?? 0;
            return (
              <rect
                key={`${group}-${i}`}
                x={(x(group) ?? 0) + (inner(i) ?? 0)}
                width={inner.bandwidth()}
                y={y(value)}
                height={Math.max(0, base - y(value))}
                fill={SERIES_COLOURS[i % SERIES_COLOURS.length]}
              />
            );
          }),
        )}
        {limit?.values.map((value, group) => (
          <line
            key={group}
            x1={x(group) ?? 0}
            x2={(x(group) ?? 0) + x.bandwidth()}
            y1={y(value)}
            y2={y(value)}
            stroke={AXIS_COLOUR}
            strokeWidth={2}
            strokeDasharray="4 2"
          />
        ))}
        {spreadTicks(labels.length, labels.length <= 6 ? 6 : 4).map((i) => (
          <text
            key={i}
            x={(x(i) ?? 0) + x.bandwidth() / 2}
            y={HEIGHT - MARGIN.bottom + 13}
            textAnchor="middle"
            fill={AXIS_COLOUR}
          >
            {twoLines(labels[i]!).map((line, n) => (
              <tspan key={n} x={(x(i) ?? 0) + x.bandwidth() / 2} dy={n === 0 ? 0 : '1.1em'}>
                {line}
              </tspan>
            ))}
          </text>
        ))}
      </ChartSvg>
      <Legend names={series.map((s) => s.name)} />
      {limit && (
        <p aria-hidden="true" className="mt-1 text-xs text-stone-700">
          <span className="mr-1.5 inline-block w-4 border-t-2 border-dashed border-stone-600 align-middle" />
          {limit.name}
        </p>
      )}
    </>
  );
}

/**
 * A label of several words in two lines, so that five Somali outcomes ('La diiday', 'Wuu
 * dhacay') fit side by side at 375 px; a one-word label stays one line.
 */
function twoLines(label: string): string[] {
  const words = label.split(' ');
  if (words.length < 2) return [label];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}
