import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  HOTEL_RENTED_MESSAGE,
  messages,
  stayPrice,
  type AvailableRoom,
  type HotelDetail,
  type User,
} from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { useFormat } from '../../../shared/i18n/format';
import { formatPrice } from '../../../shared/listings/format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { SelectField } from '../../../shared/ui/field';
import { useBookRoom } from '../api/book-room';
import { hotelText } from './hotel-texts';
import { nightsText, roomTypeLabelIn } from './room-labels';
import type { StaySearch } from './stay-search';

type ReserveRoomDialogProps = {
  hotel: HotelDetail;
  room: AvailableRoom;
  search: StaySearch;
  user: User;
  onClose: () => void;
};

/**
 * The reservation confirmation (spec 2 section 2): hotel, room type, dates, kids, adults, the
 * room address (one of the free ones) and the price (the short-stay rate up to min_stay_days,
 * else the daily rate, times the days), with Reserve and Decline. Reserve asks the owner and
 * goes to /thankyou/waiting; 'rented' means the room was taken meanwhile.
 */
export function ReserveRoomDialog({ hotel, room, search, user, onClose }: ReserveRoomDialogProps) {
  const navigate = useNavigate();
  const book = useBookRoom();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [address, setAddress] = useState(room.addresses[0]?.address ?? '');
  const { days, nightly_rate, price } = stayPrice(room, search.check_in, search.check_out);

  const reserve = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!address) {
      toast.warn(hotelText(i18n, messages.selectRoomAddress));
      return;
    }
    book.mutate(
      {
        guest_id: user._id,
        hotel_id: hotel._id,
        room_id: room._id,
        room_address: address,
        room_type: room.type,
        check_in: search.check_in,
        check_out: search.check_out,
        max_adults: search.adults,
        max_kids: search.kids,
        price,
        status: 'pending',
        notification: { from: user._id, notifier: hotel.owner, type: 'rent-request' },
      },
      {
        onSuccess: (answer) => {
          if (answer === 'rented') {
            toast.error(hotelText(i18n, HOTEL_RENTED_MESSAGE));
            onClose();
            return;
          }
          toast.success(hotelText(i18n, messages.rentRequestSubmitted));
          void navigate('/thankyou/waiting');
        },
        onError: toastApiError,
      },
    );
  };

  const rows = [
    { label: t`Hotel`, value: hotel.name || t`Hotel` },
    { label: t`Room type`, value: roomTypeLabelIn(i18n, room.type) },
    { label: t`Check in`, value: format.day(search.check_in) },
    { label: t`Check out`, value: format.day(search.check_out) },
    { label: t`Kids`, value: String(search.kids) },
    { label: t`Adults`, value: String(search.adults) },
  ];

  return (
    <Dialog title={t`Confirm your reservation`} onClose={onClose}>
      <form onSubmit={reserve} noValidate className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-stone-500">{row.label}</dt>
              <dd className="min-w-0 font-medium break-words text-stone-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        <SelectField
          label={t`Room address`}
          name="room_address"
          options={room.addresses.map((a) => a.address)}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <div className="rounded-xl bg-stone-50 px-4 py-3">
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-medium text-stone-700">
              <Trans>Price</Trans>
            </span>
            <strong data-testid="stay-price" className="text-xl font-extrabold text-stone-900">
              {formatPrice(price)}
            </strong>
          </p>
          <p className="mt-0.5 text-right text-xs text-stone-600">
            {nightsText(i18n, days)} × {formatPrice(nightly_rate)}
            {nightly_rate === room.short_stay_rate && nightly_rate !== room.daily_rate
              ? ` ${t`(short stay rate)`}`
              : ''}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 pt-1 sm:flex sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={book.isPending}>
            <Trans>Decline</Trans>
          </Button>
          <Button type="submit" loading={book.isPending}>
            <Trans>Reserve</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
