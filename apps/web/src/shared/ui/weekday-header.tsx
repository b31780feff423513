import { useLingui } from '@lingui/react';
import { WEEKDAYS } from '@rentals/shared';
import { useFormat } from '../i18n/format';

/**
 * The header row of every month calendar (the hall's days, the hotel's stay picker): weeks from
 * Saturday. In the spec's wording each day's Somali name sits over its English abbreviation, so
 * both calendars read alike; in one language, the day's short name with its full name as title.
 */
export function WeekdayHeader() {
  const { i18n } = useLingui();
  const names = useFormat().weekdays();
  const spec = i18n.locale === 'spec';
  return (
    <thead>
      <tr>
        {WEEKDAYS.map((weekday, i) => (
          <th key={weekday.english} scope="col" className="px-0 pb-1 text-center font-normal">
            {spec ? (
              <>
                <span className="block overflow-hidden text-[10px] font-semibold tracking-tighter text-stone-800 min-[400px]:text-[11px] sm:text-xs sm:tracking-normal">
                  {weekday.somali}
                </span>
                <abbr
                  title={weekday.english}
                  className="block text-[10px] text-stone-500 no-underline sm:text-[11px]"
                >
                  {weekday.english.slice(0, 3)}
                </abbr>
              </>
            ) : (
              <abbr
                title={names[i]?.long}
                className="block overflow-hidden text-[10px] font-semibold tracking-tighter text-stone-800 no-underline min-[400px]:text-[11px] sm:text-xs sm:tracking-normal"
              >
                {names[i]?.short}
              </abbr>
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}
