import { ChartSvg } from './chart-svg';
import { monthGrid } from '@rentals/shared';
import { AXIS_COLOUR, darkStep, GRID_COLOUR, HEAT_STEPS } from './palette';
import { WIDTH } from './frame';

export type HeatMonth = { year: number; month: number; label: string };

type HeatMapProps = {
  title: string;
  ids: { title: string; caption: string };
  months: readonly HeatMonth[];
  /** the weekday columns' short names, Saturday first */
  weekdays: readonly string[];
  /** the number of a day ('YYYY-MM-DD'): bookings on it */
  valueOf: (day: string) => number;
};

const CELL = 24;
const GAP = 12;
const HEAD = 34;

/** Calendar months side by side, each day shaded by its number: a hall's booked and free days. */
export function HeatMap({ title, ids, months, weekdays, valueOf }: HeatMapProps) {
  const perRow = 2;
  const monthWidth = CELL * 7;
  const monthHeight = HEAD + CELL * 6;
  const rows = Math.ceil(months.length / perRow);
  const height = rows * (monthHeight + GAP);
  const left = (WIDTH - perRow * monthWidth - (perRow - 1) * GAP) / 2;
  const most = Math.max(
    1,
    ...months.flatMap((m) =>
      monthGrid(m.year, m.month)
        .flat()
        .map((d) => (d ? valueOf(d) : 0)),
    ),
  );
  const stepOf = (n: number) =>
    n === 0
      ? 0
      : Math.min(HEAT_STEPS.length - 1, 1 + Math.floor(((n - 1) / most) * (HEAT_STEPS.length - 1)));
  return (
    <ChartSvg title={title} ids={ids} height={height}>
      {months.map((m, index) => {
        const x0 = left + (index % perRow) * (monthWidth + GAP);
        const y0 = Math.floor(index / perRow) * (monthHeight + GAP);
        return (
          <g key={m.label} transform={`translate(${x0} ${y0})`}>
            <text x={monthWidth / 2} y={12} textAnchor="middle" fontWeight={600} fill="#1c1917">
              {m.label}
            </text>
            {weekdays.map((w, i) => (
              <text
                key={w}
                x={i * CELL + CELL / 2}
                y={28}
                textAnchor="middle"
                fill={AXIS_COLOUR}
                fontSize={9}
              >
                {w.slice(0, 2)}
              </text>
            ))}
            {monthGrid(m.year, m.month).map((week, row) =>
              week.map((day, col) => {
                if (!day) return null;
                const step = stepOf(valueOf(day));
                return (
                  <g key={day} transform={`translate(${col * CELL} ${HEAD + row * CELL})`}>
                    <rect
                      x={1}
                      y={1}
                      width={CELL - 2}
                      height={CELL - 2}
                      rx={3}
                      fill={HEAT_STEPS[step]}
                      stroke={GRID_COLOUR}
                    />
                    <text
                      x={CELL / 2}
                      y={CELL / 2}
                      dy="0.35em"
                      textAnchor="middle"
                      fontSize={10}
                      fill={darkStep(step) ? '#ffffff' : '#1c1917'}
                    >
                      {Number(day.slice(8))}
                    </text>
                  </g>
                );
              }),
            )}
          </g>
        );
      })}
    </ChartSvg>
  );
}
