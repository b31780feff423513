import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  calendarPick,
  canGoToPreviousMonth,
  isPastDay,
  monthGrid,
  parseIsoDay,
  shiftMonth,
  toIsoDay,
  type CalendarPick,
} from '@rentals/shared';
import { ChevronIcon } from '../../../shared/listings/icons';
import { useFormat } from '../../../shared/i18n/format';
import { WeekdayHeader } from '../../../shared/ui/weekday-header';

type StayCalendarProps = {
  pick: CalendarPick;
  onPick: (next: CalendarPick) => void;
  /** today as 'YYYY-MM-DD'; earlier days cannot be picked */
  today: string;
};

/**
 * The hotel calendar picker (spec 2 section 2): the first click sets check-in, a later date
 * check-out, an earlier date swaps the two, a third click starts again (calendarPick in shared).
 * Saturday first; months before the current one are out of reach.
 */
export function StayCalendar({ pick, onPick, today }: StayCalendarProps) {
  const { t } = useLingui();
  const format = useFormat();
  const start = parseIsoDay(pick.check_in ?? today);
  const [view, setView] = useState({ year: start.year, month: start.month });
  const weeks = monthGrid(view.year, view.month);
  const canGoBack = canGoToPreviousMonth(view.year, view.month, today);
  const move = (delta: number) => setView((v) => shiftMonth(v.year, v.month, delta));
  const title = format.month(view.year, view.month);

  return (
    <div className="w-full max-w-sm">
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label={t`Previous month`}
          disabled={!canGoBack}
          onClick={() => move(-1)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 disabled:opacity-30 disabled:hover:bg-transparent"
        >
          <ChevronIcon direction="left" />
        </button>
        <p className="font-semibold text-stone-900" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          aria-label={t`Next month`}
          onClick={() => move(1)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <table className="mt-2 w-full table-fixed border-collapse text-center" aria-label={title}>
        <WeekdayHeader />
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={day ?? `pad-${j}`} className="p-0.5">
                  {day && <DayButton day={day} pick={pick} today={today} onPick={onPick} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type DayButtonProps = {
  day: string;
  pick: CalendarPick;
  today: string;
  onPick: (next: CalendarPick) => void;
};

function DayButton({ day, pick, today, onPick }: DayButtonProps) {
  const past = isPastDay(day, today);
  const isEnd = day === pick.check_in || day === pick.check_out;
  const inside = !!pick.check_in && !!pick.check_out && day > pick.check_in && day < pick.check_out;
  const { t } = useLingui();
  const format = useFormat();
  const date = format.day(day);
  const name =
    day === pick.check_in
      ? t`${date}, check-in`
      : day === pick.check_out
        ? t`${date}, check-out`
        : date;
  const { day: n } = parseIsoDay(day);
  return (
    <button
      type="button"
      disabled={past}
      aria-pressed={isEnd || inside}
      onClick={() => onPick(calendarPick(pick, day))}
      className={`h-10 w-full rounded-lg text-sm tabular-nums transition-colors disabled:cursor-not-allowed disabled:text-stone-300 ${
        isEnd
          ? 'bg-brand-700 font-bold text-white'
          : inside
            ? 'bg-brand-100 text-brand-900'
            : 'text-stone-800 hover:bg-stone-100'
      } ${day === toIsoDay(today) && !isEnd ? 'ring-1 ring-stone-400 ring-inset' : ''}`}
    >
      {/* Named by the whole date (the digit alone says too little), as in the hall calendar. */}
      <span aria-hidden="true">{n}</span>
      <span className="sr-only">{name}</span>
    </button>
  );
}
