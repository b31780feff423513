import { Trans, useLingui } from '@lingui/react/macro';
import type { Apartment } from '@rentals/shared';
import { formatPrice } from '../../../shared/listings/format';
import { CardCover } from '../../../shared/listings/card-cover';
import { Button } from '../../../shared/ui/button';
import { availableAddresses } from '../api/building-apartments';
import { apartmentFacts } from './apartment-facts';
import { apartmentValueIn } from '../../../shared/i18n/labels';
import { CardFacts, FreeAddresses } from '../../../shared/listings/unit-card-parts';

/** How many free addresses a card names before '+N more'. */
const ADDRESSES_SHOWN = 4;

/** `onReserve` absent: no Reserve (the owner's own building). */
type ApartmentCardProps = { apartment: Apartment; onReserve?: () => void };

/** One apartment: its picture, rent, facts, the first free addresses and Reserve. */
export function ApartmentCard({ apartment, onReserve }: ApartmentCardProps) {
  const cover = apartment.pictures[0];
  const free = availableAddresses(apartment);
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
        <CardFacts facts={apartmentFacts(i18n, apartment)} capitalised />
        <FreeAddresses title={t`Available addresses`} addresses={free} shown={ADDRESSES_SHOWN} />
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
