import { Trans, useLingui } from '@lingui/react/macro';
import type { AvailableRoom } from '@rentals/shared';
import { formatPrice } from '../../../shared/listings/format';
import { CardCover } from '../../../shared/listings/card-cover';
import { Button } from '../../../shared/ui/button';
import { nightsText, roomTypeLabelIn } from './room-labels';
import { CardFacts, FreeAddresses } from '../../../shared/listings/unit-card-parts';

/** How many free addresses a card names before '+N more' (spec 2 section 9). */
export const ADDRESSES_SHOWN = 5;

type RoomCardProps = { room: AvailableRoom; onInterested?: () => void };

/** One free room type: its picture, rates, who it sleeps, the first free addresses, the stay's price. */
export function RoomCard({ room, onInterested }: RoomCardProps) {
  const cover = room.pictures[0];
  const { t, i18n } = useLingui();
  const label = roomTypeLabelIn(i18n, room.type);
  const maxAdults = room.max_adults;
  const maxKids = room.max_kids;
  const shortStay = nightsText(i18n, room.min_stay_days);
  const shortRate = formatPrice(room.short_stay_rate);
  const inLabel = t`in ${label}`;
  const facts = [
    { label: t`Sleeps`, value: String(room.capacity) },
    { label: t`Adults`, value: t`up to ${maxAdults}` },
    { label: t`Kids`, value: t`up to ${maxKids}` },
    { label: t`Area`, value: `${room.area} m²` },
    { label: t`Per night`, value: formatPrice(room.daily_rate) ?? '' },
    { label: t`Up to ${shortStay}`, value: t`${shortRate} / night` },
  ];

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <CardCover url={cover} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-semibold break-words text-stone-900">{label}</h3>
          <p className="shrink-0 text-stone-900">
            <span className="text-lg font-extrabold">{formatPrice(room.price)}</span>
            <span className="text-sm text-stone-600"> · {nightsText(i18n, room.days)}</span>
          </p>
        </div>
        <CardFacts facts={facts} />
        <FreeAddresses title={t`Free rooms`} addresses={room.addresses} shown={ADDRESSES_SHOWN} />
        {onInterested && (
          <Button className="mt-auto w-full" onClick={onInterested}>
            <Trans>Interested</Trans>
            {/* Each card's button named for its room type (the list has many of them). */}
            <span className="sr-only">{` ${inLabel}`}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
