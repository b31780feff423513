import { useId, type ReactNode } from 'react';

export type ChartTable = {
  /** the column heads; the first names the rows */
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
};

type ChartFigureProps = {
  /** what the chart shows, in a sentence: its caption, and the picture's name for a screen reader */
  caption: string;
  /** how it was counted (the day's time zone, what a view is) */
  note?: string;
  /** the chart itself, given its id for aria-describedby */
  children: (ids: { title: string; caption: string }) => ReactNode;
  /** the same numbers as a table, a tap away (a native disclosure: it opens without any code) */
  table: ChartTable;
  /**
   * the words of the table's disclosure ('Show the numbers'), from the page: shared/ keeps no
   * texts of its own here, which would ride into the landing page's catalogue
   */
  showNumbers: string;
};

/**
 * A chart with its caption and a plain table of the same numbers (issue 36): the picture is for
 * the eye, the table for a screen reader, a search or a copy, and both come with the page.
 */
export function ChartFigure({ caption, note, children, table, showNumbers }: ChartFigureProps) {
  const id = useId();
  const ids = { title: `${id}-title`, caption: `${id}-caption` };
  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <figcaption id={ids.caption} className="mb-2 text-sm font-medium text-stone-800">
        {caption}
        {note && <span className="mt-0.5 block text-xs font-normal text-stone-600">{note}</span>}
      </figcaption>
      {children(ids)}
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand-700 underline">
          {showNumbers}
        </summary>
        <div className="max-h-80 overflow-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                {table.head.map((h) => (
                  <th key={h} scope="col" className="border-b border-stone-200 px-2 py-1">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([name, ...cells]) => (
                <tr key={String(name)} className="odd:bg-stone-50">
                  <th scope="row" className="px-2 py-1 font-normal text-stone-700">
                    {name}
                  </th>
                  {cells.map((cell, i) => (
                    <td key={i} className="px-2 py-1 text-stone-900">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
