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
import { formatMoney } from './money';

type PriceEstimateProps = { hall: HallPricing; choice: HallBookingChoice };

const TIME = /^\d{1,2}:\d{2}$/;

/** The lines of the estimate, or null while the choice cannot be priced yet. */
export function estimateLines(hall: HallPricing, choice: HallBookingChoice) {
  const food = choice.food?.trim() ?? '';
  const withFood = food !== '' && food !== NO_FOOD;
  const cake = hallCakePrice(hall, choice.cake);
  if (withFood) {
    const chosen = hall.food.find((f) => f.package.trim() === food);
    const perHead = chosen ? foodPriceOn(chosen, choice.date) : 0;
    const weekday = WEEKDAYS[weekdayIndex(choice.date)]?.english ?? '';
    return [
      {
        label: `Food: ${choice.num_attendees} × ${formatMoney(perHead)} (${weekday})`,
        amount: choice.num_attendees * perHead,
      },
      { label: 'Cake', amount: cake },
      { label: 'Deposit', amount: hall.deposit },
    ];
  }
  if (!TIME.test(choice.starting_time) || !TIME.test(choice.ending_time)) return null;
  const minutes = eventDurationMinutes(choice.starting_time, choice.ending_time);
  return [
    {
      label: `No food: ${Number((minutes / 60).toFixed(2))} h × ${formatMoney(hall.hourly_rate)}`,
      amount: (hall.hourly_rate * minutes) / 60,
    },
    { label: 'Cake', amount: cake },
  ];
}

/**
 * The live estimate of spec 2 section 9: with food, attendees times the package's price on the
 * event's weekday plus cake and deposit; without food, the hourly rate for the event's length
 * plus cake. The total is the shared rule's, the lines only explain it.
 */
export function PriceEstimate({ hall, choice }: PriceEstimateProps) {
  const lines = estimateLines(hall, choice);
  return (
    <section
      aria-labelledby="price-estimate"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="price-estimate" className="text-sm font-semibold text-brand-900">
        Price estimate
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
            <span>Total</span>
            <output aria-label="Estimated total" className="tabular-nums">
              {formatMoney(hallPriceEstimate(hall, choice))}
            </output>
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-stone-600">
          Choose the start and end time to see the price.
        </p>
      )}
    </section>
  );
}
