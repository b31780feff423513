import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_ADULTS,
  DEFAULT_KIDS,
  EMPTY_PICK,
  MIN_ADULTS,
  MIN_KIDS,
  type CalendarPick,
} from '@rentals/shared';
import { NumberField } from '../../../shared/forms/number-field';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { StayCalendar } from './stay-calendar';
import type { StaySearch } from './stay-search';

type AvailabilityBlockProps = {
  /** the search applied now, if any: the block starts from it */
  applied: StaySearch | null;
  party: { adults: number; kids: number };
  today: string;
  onApply: (search: StaySearch) => void;
};

/**
 * Check-in and check-out on the calendar picker, adults (from 1) and kids (from 0), and Apply
 * changes. Without both dates the search is not made and the labels go back to Check in /
 * Check out (spec 2 section 5).
 */
export function AvailabilityBlock({ applied, party, today, onApply }: AvailabilityBlockProps) {
  const [pick, setPick] = useState<CalendarPick>(
    applied ? { check_in: applied.check_in, check_out: applied.check_out } : EMPTY_PICK,
  );
  const [adults, setAdults] = useState(String(party.adults));
  const [kids, setKids] = useState(String(party.kids));
  const [needsDates, setNeedsDates] = useState(false);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { check_in, check_out } = pick;
    if (!check_in || !check_out) {
      setPick(EMPTY_PICK);
      setNeedsDates(true);
      return;
    }
    setNeedsDates(false);
    onApply({
      check_in,
      check_out,
      adults: adults === '' ? DEFAULT_ADULTS : Number(adults),
      kids: kids === '' ? DEFAULT_KIDS : Number(kids),
    });
  };

  return (
    <section
      aria-labelledby="availability"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="availability" className="text-lg font-bold text-stone-900">
        <Trans>Availability</Trans>
      </h2>
      <form onSubmit={apply} noValidate className="mt-3 grid gap-5 md:grid-cols-[auto_1fr]">
        <StayCalendar
          pick={pick}
          today={today}
          onPick={(next) => {
            setPick(next);
            setNeedsDates(false);
          }}
        />
        <div className="flex min-w-0 flex-col gap-4">
          <ChosenDays pick={pick} />
          {needsDates && (
            <p role="alert" className="text-sm text-amber-800">
              <Trans>Choose a check-in and a check-out day on the calendar.</Trans>
            </p>
          )}
          <GuestCounts
            names={['adults', 'kids']}
            minAdults={MIN_ADULTS}
            adults={adults}
            kids={kids}
            onAdults={setAdults}
            onKids={setKids}
          />
          <Button type="submit" className="w-full md:mt-auto">
            <Trans>Apply changes</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The check-in and check-out days picked on the calendar, side by side. */
export function ChosenDays({
  pick,
}: {
  pick: { check_in: string | null; check_out: string | null };
}) {
  return (
    <dl className="grid grid-cols-2 gap-2">
      <DayLabel which="check-in" day={pick.check_in} />
      <DayLabel which="check-out" day={pick.check_out} />
    </dl>
  );
}

type GuestCountsProps = {
  /** the inputs' names: the search's or the reservation's fields */
  names: [adults: string, kids: string];
  minAdults: number;
  adults: string;
  kids: string;
  onAdults: (value: string) => void;
  onKids: (value: string) => void;
};

/** How many adults and kids stay, side by side. */
export function GuestCounts({
  names,
  minAdults,
  adults,
  kids,
  onAdults,
  onKids,
}: GuestCountsProps) {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-2 gap-3">
      <NumberField
        label={t`Adults`}
        name={names[0]}
        min={minAdults}
        value={adults}
        onChange={onAdults}
      />
      <NumberField label={t`Kids`} name={names[1]} min={MIN_KIDS} value={kids} onChange={onKids} />
    </div>
  );
}

/** 'Check in' alone until a day is chosen, then the day as DD-MMMM-YYYY. */
function DayLabel({ which, day }: { which: 'check-in' | 'check-out'; day: string | null }) {
  const { t } = useLingui();
  const format = useFormat();
  const label = which === 'check-in' ? t`Check in` : t`Check out`;
  return (
    <div className="min-w-0 rounded-xl border border-stone-200 bg-stone-50 px-2.5 py-2">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd
        data-testid={which}
        className={`text-[13px] font-semibold [overflow-wrap:anywhere] sm:text-sm ${day ? 'text-stone-900' : 'text-stone-600'}`}
      >
        {day ? format.day(day) : label}
      </dd>
    </div>
  );
}
