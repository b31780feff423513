import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  eventDurationMinutes,
  foodPriceOn,
  hallCakePrice,
  hallPriceEstimate,
  NO_FOOD,
  WEEKDAYS,
  weekdayIndex,
  type HallBookingChoice,
  type HallPricing,
} from '@rentals/shared';
import { weekdayNames } from '../../../shared/i18n/format';
import { formatMoney } from './money';

type PriceEstimateProps = { hall: HallPricing; choice: HallBookingChoice };

const TIME = /^\d{1,2}:\d{2}$/;

/** The lines of the estimate, or null while the choice cannot be priced yet. */
export function estimateLines(i18n: I18n, hall: HallPricing, choice: HallBookingChoice) {
  const food = choice.food?.trim() ?? '';
  const withFood = food !== '' && food !== NO_FOOD;
  const cake = hallCakePrice(hall, choice.cake);
  if (withFood) {
    const chosen = hall.food.find((f) => f.package.trim() === food);
    const perHead = chosen ? foodPriceOn(chosen, choice.date) : 0;
    const index = weekdayIndex(choice.date);
    const weekday =
      (i18n.locale === 'spec' ? WEEKDAYS[index]?.english : weekdayNames(i18n)[index]?.long) ?? '';
    const guests = choice.num_attendees;
    const price = formatMoney(perHead);
    return [
      {
        label: i18n._(msg`Food: ${guests} × ${price} (${weekday})`),
        amount: choice.num_attendees * perHead,
      },
      { label: i18n._(msg`Cake`), amount: cake },
      { label: i18n._(msg`Deposit`), amount: hall.deposit },
    ];
  }
  if (!TIME.test(choice.starting_time) || !TIME.test(choice.ending_time)) return null;
  const minutes = eventDurationMinutes(choice.starting_time, choice.ending_time);
  const hours = Number((minutes / 60).toFixed(2));
  const rate = formatMoney(hall.hourly_rate);
  return [
    {
      label: i18n._(msg`No food: ${hours} h × ${rate}`),
      amount: (hall.hourly_rate * minutes) / 60,
    },
    { label: i18n._(msg`Cake`), amount: cake },
  ];
}

/**
 * The live estimate of spec 2 section 9: with food, attendees times the package's price on the
 * event's weekday plus cake and deposit; without food, the hourly rate for the event's length
 * plus cake. The total is the shared rule's, the lines only explain it.
 */
export function PriceEstimate({ hall, choice }: PriceEstimateProps) {
  const { t, i18n } = useLingui();
  const lines = estimateLines(i18n, hall, choice);
  return (
    <section
      aria-labelledby="price-estimate"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="price-estimate" className="text-sm font-semibold text-brand-900">
        <Trans>Price estimate</Trans>
      </h2>
      {lines ? (
        <>
          <dl className="mt-2 space-y-1 text-sm text-stone-700">
            {lines.map((line) => (
              <div key={line.label} className="flex justify-between gap-3">
                <dt className="min-w-0">{line.label}</dt>
                <dd className="shrink-0 tabular-nums">{formatMoney(line.amount)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 flex justify-between gap-3 border-t border-brand-200 pt-2 font-bold text-stone-900">
            <span>
              <Trans>Total</Trans>
            </span>
            <output aria-label={t`Estimated total`} className="tabular-nums">
              {formatMoney(hallPriceEstimate(hall, choice))}
            </output>
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-stone-600">
          <Trans>Choose the start and end time to see the price.</Trans>
        </p>
      )}
    </section>
  );
}
