import { Trans, useLingui } from '@lingui/react/macro';
import { statusColour, type HallAdminEvent, type HallMonthEvent } from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { statusLabel } from './hall-text';

type DayEventsProps = {
  date: string;
  events: readonly HallMonthEvent[];
  adminEvents: readonly HallAdminEvent[];
};

/** What already holds the day: events and admin events, with their times. */
export function DayEvents({ date, events, adminEvents }: DayEventsProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const taken = [
    ...events
      .filter((e) => e.date === date)
      .map((e) => ({
        ...e,
        key: `${e.starting_time}-${e.ending_time}-${e.status}-${e.event?._id ?? ''}`,
        label: e.event?.user.name,
      })),
    ...adminEvents
      .filter((e) => e.date === date)
      .map((e) => ({ ...e, key: e._id, label: t`Admin event` })),
  ].sort((a, b) => a.starting_time.localeCompare(b.starting_time));
  if (taken.length === 0) return null;
  const day = format.day(date);
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm">
      <p className="font-medium text-stone-800">
        <Trans>Already on {day}</Trans>
      </p>
      <ul aria-label={t`Events of the day`} className="mt-2 space-y-1">
        {taken.map((e) => (
          <li key={e.key} className="flex flex-wrap items-center gap-2 text-stone-700">
            <span className="tabular-nums">
              {e.starting_time}–{e.ending_time}
            </span>
            <StatusBadge label={statusLabel(i18n, e.status)} colour={statusColour(e.status)} />
            {e.label && <span className="text-stone-500">{e.label}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
