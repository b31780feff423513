import type { ReactNode } from 'react';
import type { ScaleLinear } from 'd3-scale';
import { AXIS_COLOUR, GRID_COLOUR } from './palette';
import { FONT_SIZE, HEIGHT, MARGIN, WIDTH } from './frame';

type ChartSvgProps = {
  /** the picture's name for a screen reader (its <title>) */
  title: string;
  ids: { title: string; caption: string };
  height?: number;
  children: ReactNode;
};

/** The picture every chart is: an SVG image named by its title and described by its caption. */
export function ChartSvg({ title, ids, height = HEIGHT, children }: ChartSvgProps) {
  return (
    <svg
      role="img"
      aria-labelledby={ids.title}
      aria-describedby={ids.caption}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full"
      fontSize={FONT_SIZE}
    >
      <title id={ids.title}>{title}</title>
      {children}
    </svg>
  );
}

/**
 * The value axis: up to four round levels, each a faint line across with its value at the left;
 * whole numbers only (counts and dollars: no 0.2 of a view).
 */
export function ValueGrid({
  y,
  format = String,
}: {
  y: ScaleLinear<number, number>;
  format?: (value: number) => string;
}) {
  return y
    .ticks(4)
    .filter(Number.isInteger)
    .map((tick) => (
      <g key={tick}>
        <line
          x1={MARGIN.left}
          x2={WIDTH - MARGIN.right}
          y1={y(tick)}
          y2={y(tick)}
          stroke={GRID_COLOUR}
        />
        <text x={MARGIN.left - 4} y={y(tick)} dy="0.32em" textAnchor="end" fill={AXIS_COLOUR}>
          {format(tick)}
        </text>
      </g>
    ));
}
