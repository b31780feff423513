import { Trans, useLingui } from '@lingui/react/macro';
import type { Apartment } from '@rentals/shared';
import { formatPrice } from '../../../shared/listings/format';
import { CardCover } from '../../../shared/listings/card-cover';
import { Button } from '../../../shared/ui/button';
import { availableAddresses } from '../api/building-apartments';
import { apartmentFacts } from './apartment-facts';
import { apartmentValueIn } from '../../../shared/i18n/labels';

/** How many free addresses a card names before '+N more'. */
const ADDRESSES_SHOWN = 4;

/** `onReserve` absent: no Reserve (the owner's own building). */
type ApartmentCardProps = { apartment: Apartment; onReserve?: () => void };

/** One apartment: its picture, rent, facts, the first free addresses and Reserve. */
export function ApartmentCard({ apartment, onReserve }: ApartmentCardProps) {
  const cover = apartment.pictures[0];
  const free = availableAddresses(apartment);
  const more = free.length - ADDRESSES_SHOWN;
  const { t, i18n } = useLingui();
  const type = apartmentValueIn(i18n, apartment.apartment_type);
  const floor = apartment.floor_level;
  const which = t`${type}, floor ${floor}`;

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <CardCover url={cover} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-baseline justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words text-stone-900 first-letter:uppercase">
            {type}
          </h3>
          <p className="shrink-0 text-stone-900">
            <span className="text-lg font-extrabold">{formatPrice(apartment.rent)}</span>
            <span className="text-sm text-stone-600">
              {' '}
              <Trans>/ month</Trans>
            </span>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm min-[420px]:grid-cols-3 sm:grid-cols-2 lg:grid-cols-3">
          {apartmentFacts(i18n, apartment).map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-xs text-stone-500">{fact.label}</dt>
              <dd className="font-medium break-words text-stone-800 first-letter:uppercase">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <div>
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
            <Trans>Available addresses</Trans>
          </p>
          <ul aria-label={t`Available addresses`} className="mt-1 flex flex-wrap gap-1.5">
            {free.slice(0, ADDRESSES_SHOWN).map((address) => (
              <li
                key={address._id}
                className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200 ring-inset"
              >
                {address.address}
              </li>
            ))}
            {more > 0 && (
              <li className="px-1 py-0.5 text-xs text-stone-600">
                <Trans>+{more} more</Trans>
              </li>
            )}
          </ul>
        </div>
        {onReserve && (
          <Button className="mt-auto w-full" onClick={onReserve}>
            <Trans>Reserve</Trans>
            {/* Each card's button named for its apartment (the list has many Reserve buttons). */}
            <span className="sr-only">{` ${which}`}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
