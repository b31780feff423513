import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { hallDayState, marketDay, parseIsoDay, type HallDetail, type User } from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { loginState } from '../../../shared/listings/login-state';
import { isSignedIn } from '../../../shared/session/user';
import { Button } from '../../../shared/ui/button';
import { useMonthOfHall } from '../api/month-events';
import { HallCalendar, type CalendarMonth } from './hall-calendar';
import { bookingPath, bookingPathname, bookingSearch } from './hall-paths';

type HallMonthProps = { hall: HallDetail; user: User };

const isoMonth = ({ year, month }: CalendarMonth) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/**
 * The hall's calendar with the month's events and admin events. A free day opens the booking
 * page for that day; a visitor goes to /login first and comes back; the owner's days open the
 * owner mode (&admin=1).
 */
export function HallMonth({ hall, user }: HallMonthProps) {
  const navigate = useNavigate();
  const today = marketDay();
  const [shown, setShown] = useState<CalendarMonth>(() => {
    const { year, month } = parseIsoDay(today);
    return { year, month };
  });
  const month = useMonthOfHall(hall._id, isoMonth(shown));
  const isOwner = isSignedIn(user) && user._id === hall.owner;

  const pick = (day: string) => {
    if (!isSignedIn(user)) {
      void navigate('/login', { state: loginState(bookingPathname(hall._id), bookingSearch(day)) });
      return;
    }
    void navigate(bookingPath(hall._id, day, isOwner));
  };

  return (
    <section aria-labelledby="hall-calendar" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="hall-calendar" className="text-lg font-bold text-stone-900">
          <Trans>Choose a day</Trans>
        </h2>
        {isOwner && (
          <p className="text-xs text-stone-600">
            <Trans>Owner mode: a day opens booking for a guest and admin events.</Trans>
          </p>
        )}
      </div>
      {month.error ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
          <p className="text-red-800">{apiErrorMessage(month.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void month.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <HallCalendar
          {...shown}
          today={today}
          loading={month.loading}
          ownerMode={isOwner}
          stateOf={(day) => hallDayState(month.events, month.adminEvents, hall, day, today)}
          onMonthChange={setShown}
          onPick={pick}
        />
      )}
    </section>
  );
}
