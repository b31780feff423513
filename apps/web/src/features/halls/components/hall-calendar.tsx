import { useLingui } from '@lingui/react/macro';
import { canGoToPreviousMonth, monthGrid, parseIsoDay, shiftMonth } from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';
import { ChevronIcon } from '../../../shared/listings/icons';
import { WeekdayHeader } from '../../../shared/ui/weekday-header';
import { DAY_STATE_LABELS, type CalendarDayState } from './day-states';

export type CalendarMonth = { year: number; month: number };

type HallCalendarProps = CalendarMonth & {
  /** today, 'YYYY-MM-DD' (the person's clock) */
  today: string;
  stateOf: (day: string) => CalendarDayState;
  onMonthChange: (next: CalendarMonth) => void;
  /** an open day was chosen */
  onPick: (day: string) => void;
  /** the month's events are still loading: days wait */
  loading?: boolean;
  /** the owner may open any day that has not passed (to add or remove admin events) */
  ownerMode?: boolean;
};

const OPEN: readonly CalendarDayState[] = ['available', 'partial'];

const CELL_CLASSES: Record<CalendarDayState, string> = {
  expired: 'text-stone-300 line-through decoration-stone-300',
  available: 'bg-white text-stone-900 ring-1 ring-stone-200 hover:bg-brand-50 hover:ring-brand-600',
  partial: 'bg-amber-50 text-stone-900 ring-1 ring-amber-300 hover:ring-amber-500',
  requested: 'bg-sky-50 text-sky-900 ring-1 ring-sky-300',
  booked: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  closed: 'bg-stone-100 text-stone-500 ring-1 ring-stone-200',
};

const MARK_CLASSES: Partial<Record<CalendarDayState, string>> = {
  booked: 'bg-red-600',
  requested: 'bg-sky-600',
  partial: 'bg-amber-500',
  closed: 'bg-stone-500',
};

/**
 * The hall's month (spec 2 section 4): weeks from Saturday under Somali and English day names;
 * past days expired, booked days with a red mark, days held by a request waiting for the owner
 * with a blue one, multi-rental days partially booked or closed at the maximum. Open days can be chosen; the previous month stops at the current one.
 */
export function HallCalendar({
  year,
  month,
  today,
  stateOf,
  onMonthChange,
  onPick,
  loading = false,
  ownerMode = false,
}: HallCalendarProps) {
  const weeks = monthGrid(year, month);
  const canGoBack = canGoToPreviousMonth(year, month, today);
  const { t } = useLingui();
  const format = useFormat();
  const title = format.month(year, month);

  return (
    <section
      aria-label={t`Calendar`}
      className="rounded-2xl border border-stone-200 bg-white p-2 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={t`Previous month`}
          disabled={!canGoBack}
          onClick={() => onMonthChange(shiftMonth(year, month, -1))}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 disabled:invisible"
        >
          <ChevronIcon direction="left" />
        </button>
        <h3 aria-live="polite" className="text-base font-bold text-stone-900">
          {title}
        </h3>
        <button
          type="button"
          aria-label={t`Next month`}
          onClick={() => onMonthChange(shiftMonth(year, month, 1))}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <table
        className="mt-2 w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1"
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">{title}</caption>
        <WeekdayHeader />
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day ? (
                  <DayCell
                    key={day}
                    day={day}
                    state={loading && stateOf(day) !== 'expired' ? 'closed' : stateOf(day)}
                    waiting={loading}
                    ownerMode={ownerMode}
                    onPick={onPick}
                  />
                ) : (
                  <td key={`pad-${d}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend />
    </section>
  );
}

type DayCellProps = {
  day: string;
  state: CalendarDayState;
  waiting: boolean;
  ownerMode: boolean;
  onPick: (day: string) => void;
};

function DayCell({ day, state, waiting, ownerMode, onPick }: DayCellProps) {
  const open = !waiting && (ownerMode ? state !== 'expired' : OPEN.includes(state));
  const { t, i18n } = useLingui();
  const format = useFormat();
  const date = format.day(day);
  const said = waiting ? t`loading` : i18n._(DAY_STATE_LABELS[state]);
  const label = `${date}: ${said}`;
  const mark = MARK_CLASSES[state];
  const body = (
    <>
      <span className="tabular-nums">{parseIsoDay(day).day}</span>
      {mark && !waiting && (
        <span
          aria-hidden="true"
          className={`mx-auto mt-0.5 block h-1.5 w-1.5 rounded-full ${mark}`}
        />
      )}
    </>
  );
  const base =
    'flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm font-semibold';
  return (
    <td className="p-0" data-state={waiting ? 'loading' : state}>
      <button
        type="button"
        disabled={!open}
        onClick={() => onPick(day)}
        className={`${base} ${waiting ? 'text-stone-300' : CELL_CLASSES[state]} ${open ? 'cursor-pointer transition-colors hover:brightness-95' : 'cursor-default'}`}
      >
        {/* Named by its words, not the digit shown (the visible part is hidden from the name,
            so a name that does not contain the digit is no mismatch for speech input). */}
        <span aria-hidden="true" className="contents">
          {body}
        </span>
        <span className="sr-only">{label}</span>
      </button>
    </td>
  );
}

function Legend() {
  const { t, i18n } = useLingui();
  const items: Array<[CalendarDayState, string]> = [
    ['available', 'bg-white ring-1 ring-stone-300'],
    ['requested', 'bg-sky-600'],
    ['booked', 'bg-red-600'],
    ['partial', 'bg-amber-500'],
    ['closed', 'bg-stone-500'],
  ];
  return (
    <ul
      className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600"
      aria-label={t`Legend`}
    >
      {items.map(([state, swatch]) => (
        <li key={state} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${swatch}`} />
          {i18n._(DAY_STATE_LABELS[state])}
        </li>
      ))}
    </ul>
  );
}
