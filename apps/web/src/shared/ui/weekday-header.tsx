import { WEEKDAYS } from '@rentals/shared';

/**
 * The header row of every month calendar (the hall's days, the hotel's stay picker): weeks from
 * Saturday, each day's Somali name over its English abbreviation, so both calendars read alike.
 */
export function WeekdayHeader() {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map((weekday) => (
          <th key={weekday.english} scope="col" className="px-0 pb-1 text-center font-normal">
            <span className="block overflow-hidden text-[10px] font-semibold tracking-tighter text-stone-800 min-[400px]:text-[11px] sm:text-xs sm:tracking-normal">
              {weekday.somali}
            </span>
            <abbr
              title={weekday.english}
              className="block text-[10px] text-stone-500 no-underline sm:text-[11px]"
            >
              {weekday.english.slice(0, 3)}
            </abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}
