type Stat = { label: string; value: number | string | undefined };

/** Figures in tiles; a value still loading shows a dash. */
export function StatTiles({ stats, columns = 3 }: { stats: readonly Stat[]; columns?: 2 | 3 | 5 }) {
  const grid = {
    2: 'grid-cols-2',
    3: 'grid-cols-3',
    5: 'grid-cols-3 sm:grid-cols-5',
  }[columns];
  return (
    <dl className={`grid gap-3 ${grid}`}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end rounded-xl border border-stone-200 bg-white px-3 py-3 shadow-sm"
        >
          <dt className="text-xs font-medium text-stone-500">{stat.label}</dt>
          <dd className="text-2xl font-bold text-stone-900 tabular-nums">{stat.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
