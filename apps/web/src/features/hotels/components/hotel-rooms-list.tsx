import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { type HotelRoom, messages } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { formatPrice } from '../../../shared/listings/format';
import { buttonClasses } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useRentUnrentRoom, useRooms } from '../api/hotel-rooms';
import { addRoomPath, editRoomPath } from './hotel-paths';
import { Pager } from '../../../shared/ui/pager';
import { adultsText, kidsText, nightsText, roomsText, roomTypeLabelIn } from './room-labels';
import { LoadingOrFailed } from '../../../shared/ui/loading-or-failed';
import { NoUnitsYet } from '../../../shared/listings/unit-card-parts';
import { RowThumbnail } from '../../../shared/listings/card-cover';

/**
 * The hotel's room types ten at a time, each with Edit room and its addresses; tapping an
 * address rents or frees it (the occupied flag, spec 2 section 4).
 */
export function HotelRoomsList({ hotelId }: { hotelId: string }) {
  const [page, setPage] = useState(1);
  const rooms = useRooms(hotelId, page);
  const toggle = useRentUnrentRoom();
  const { t, i18n } = useLingui();

  const flip = (room: HotelRoom, address: string, occupied: boolean) =>
    toggle.mutate(
      { hotelId, room_id: room._id, room_address: address, occupied },
      {
        onSuccess: () => toast.success(messageText(i18n, messages.success)),
        onError: toastApiError,
      },
    );

  if (rooms.isPending || rooms.isError)
    return (
      <LoadingOrFailed
        query={rooms}
        loading={<Trans>Loading rooms…</Trans>}
        errorText={(error) => apiErrorMessage(error, i18n)}
      />
    );
  if (rooms.data.rooms.length === 0) {
    return (
      <NoUnitsYet addPath={addRoomPath(hotelId)} addLabel={<Trans>Add the first room</Trans>}>
        <Trans>This hotel has no rooms yet.</Trans>
      </NoUnitsYet>
    );
  }

  return (
    <>
      <p className="text-sm text-stone-600">
        <Trans>Tap a room number to mark it occupied (rented) or free again.</Trans>
      </p>
      <ul aria-label={t`Rooms`} className="space-y-3">
        {rooms.data.rooms.map((room) => {
          const label = roomTypeLabelIn(i18n, room.type);
          const capacity = room.capacity;
          const upTo = nightsText(i18n, room.min_stay_days);
          return (
            <li
              key={room._id}
              className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
            >
              <div className="flex gap-3">
                <RowThumbnail url={room.pictures[0]} />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-stone-900">{label}</h3>
                  <p className="text-sm text-stone-800">
                    {formatPrice(room.daily_rate)}
                    <span className="text-stone-500">
                      {' '}
                      <Trans>/ night ·</Trans>{' '}
                    </span>
                    {formatPrice(room.short_stay_rate)}
                    <span className="text-stone-500">
                      {' '}
                      <Trans>up to {upTo}</Trans>
                    </span>
                  </p>
                  <p className="text-xs text-stone-600">
                    <Trans>Sleeps {capacity}</Trans> · {adultsText(i18n, room.max_adults)},{' '}
                    {kidsText(i18n, room.max_kids)} · {room.area} m² ·{' '}
                    {roomsText(i18n, room.numberOfRooms)}
                  </p>
                </div>
              </div>
              <ul aria-label={t`Addresses of ${label}`} className="mt-3 flex flex-wrap gap-2">
                {room.addresses.map((address) => {
                  const pending =
                    toggle.isPending &&
                    toggle.variables?.room_id === room._id &&
                    toggle.variables.room_address === address.address;
                  const where = address.address;
                  return (
                    <li key={address._id}>
                      <button
                        type="button"
                        aria-pressed={address.occupied}
                        aria-label={
                          address.occupied
                            ? t`${where}: occupied, tap to free`
                            : t`${where}: free, tap to mark occupied`
                        }
                        disabled={toggle.isPending}
                        onClick={() => flip(room, address.address, !address.occupied)}
                        className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium ring-1 ring-inset disabled:opacity-60 ${
                          address.occupied
                            ? 'bg-slate-100 text-slate-800 ring-slate-300'
                            : 'bg-green-50 text-green-800 ring-green-200'
                        }`}
                      >
                        {pending && <Spinner size={14} />}
                        {address.address}
                        <span className="text-xs font-normal">
                          {address.occupied ? t`occupied` : t`free`}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <div className="mt-3 flex justify-end">
                <Link
                  to={editRoomPath(room._id)}
                  aria-label={t`Edit room ${label}`}
                  className={buttonClasses('secondary')}
                >
                  <Trans>Edit room</Trans>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager
        label={t`Rooms pages`}
        page={page}
        totalPages={rooms.data.totalPages}
        busy={rooms.isFetching}
        onPage={setPage}
      />
    </>
  );
}
