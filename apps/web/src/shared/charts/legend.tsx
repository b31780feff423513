import { SERIES_COLOURS } from './palette';

/** The series' names beside their colour (the table says the same, so it is hidden from readers). */
export function Legend({ names, dashed }: { names: readonly string[]; dashed?: boolean }) {
  if (names.length < 2) return null;
  return (
    <ul aria-hidden="true" className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
      {names.map((name, i) => (
        <li key={name} className="flex items-center gap-1.5">
          <svg width="18" height="8" viewBox="0 0 18 8">
            <line
              x1="0"
              x2="18"
              y1="4"
              y2="4"
              stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
              strokeWidth="3"
              strokeDasharray={dashed && i > 0 ? (i === 1 ? '6 3' : '2 3') : undefined}
            />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
