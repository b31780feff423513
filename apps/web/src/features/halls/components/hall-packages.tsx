import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { HallDetails } from '@rentals/shared';
import { dayNameIn } from './hall-text';
import { formatMoney } from './money';

type HallPackagesProps = {
  hall: Pick<HallDetails, 'food' | 'cake' | 'hourly_rate' | 'deposit'>;
};

/**
 * What a booking can include (spec 2 section 2): the food packages with their per-head price
 * and their weekday prices, the cakes, and the no-food option paid by the hour.
 */
export function HallPackages({ hall }: HallPackagesProps) {
  const { t, i18n } = useLingui();
  const deposit = formatMoney(hall.deposit);
  const hourly = formatMoney(hall.hourly_rate);
  return (
    <section aria-labelledby="hall-packages" className="space-y-4">
      <h2 id="hall-packages" className="text-lg font-bold text-stone-900">
        <Trans>Packages</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <PackageCard title={<Trans>Food</Trans>}>
          <p className="text-xs text-stone-500">
            <Trans>Per guest · deposit {deposit}</Trans>
          </p>
          <ul aria-label={t`Food packages`} className="mt-3 space-y-3">
            {hall.food.map((food) => {
              const name = food.package;
              return (
                <li key={food.package} className="text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <NameAndPrice name={food.package} price={food.price} />
                  </div>
                  {food.daysBasedPrice.length > 0 && (
                    <ul
                      aria-label={t`Weekday prices of ${name}`}
                      className="mt-1 flex flex-wrap gap-1.5"
                    >
                      {food.daysBasedPrice.map((d) => (
                        <li
                          key={d.day}
                          className="rounded-full bg-sand-100 px-2 py-0.5 text-xs text-stone-700"
                        >
                          {dayNameIn(i18n, d.day)} {formatMoney(d.price)}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </PackageCard>
        <div className="space-y-4">
          <PackageCard title={<Trans>Cakes</Trans>}>
            <ul aria-label={t`Cakes`} className="mt-3 space-y-2">
              {hall.cake.map((cake) => (
                <li key={cake.name} className="flex items-baseline justify-between gap-3 text-sm">
                  <NameAndPrice name={cake.name} price={cake.price} />
                </li>
              ))}
            </ul>
          </PackageCard>
          <PackageCard title={<Trans>No food</Trans>}>
            <p className="mt-1 text-sm text-stone-700">
              <Trans>
                The hall only, <strong className="tabular-nums">{hourly}</strong> per hour.
              </Trans>
            </p>
          </PackageCard>
        </div>
      </div>
    </section>
  );
}

/** One of the packages' boxes: its heading over what it offers. */
function PackageCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      {children}
    </div>
  );
}

/** A food package's or a cake's name, its price at the end of the line. */
function NameAndPrice({ name, price }: { name: string; price: number }) {
  return (
    <>
      <span className="min-w-0 break-words text-stone-800">{name}</span>
      <strong className="shrink-0 text-stone-900 tabular-nums">{formatMoney(price)}</strong>
    </>
  );
}
