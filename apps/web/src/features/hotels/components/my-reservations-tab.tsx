import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import {
  canCancelReservation,
  canRebookReservation,
  countOf,
  formatDisplayDate,
  HOTEL_REBOOK_ERROR_MESSAGE,
  HOTEL_RENTED_MESSAGE,
  marketDay,
  messages,
  type MyHotelReservation,
  pictureVariant,
  roomTypeLabel,
  statusColour,
} from '@rentals/shared';
import { ApiError } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { formatPrice } from '../../../shared/listings/format';
import { useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useCancelReservation } from '../api/hotel-bookings';
import { useMyReservations, useRebookRoom, useRequestTermination } from '../api/my-reservations';
import { editReservationPath, hotelDetailPath } from './hotel-paths';
import { Pager } from './pager';

/** A conflict (no longer pending, say) carries the server's reason word for word. */
const stayError = (err: unknown) =>
  err instanceof ApiError && err.status === 409 ? err.message : apiErrorMessage(err);

/**
 * My account's 'Hotel stays': the user's reservations with their status. Edit and Cancel while
 * pending or booked; a stay already begun asks the owner to end it instead; Re-book where the
 * stay has not ended (spec 2 section 4).
 */
export function MyReservationsTab() {
  const { user } = useUser();
  const [page, setPage] = useState(1);
  const stays = useMyReservations(page);
  const cancel = useCancelReservation();
  const terminate = useRequestTermination();
  const rebook = useRebookRoom();
  const [cancelling, setCancelling] = useState<MyHotelReservation | null>(null);
  const busy = cancel.isPending || terminate.isPending || rebook.isPending;
  const today = marketDay();

  const confirmCancel = ({ reservation }: MyHotelReservation) =>
    cancel.mutate(
      {
        reservation_id: reservation._id,
        prev_status: reservation.status,
        user_id: user._id,
        rentee_id: reservation.guest_id,
      },
      {
        onSuccess: () => toast.success(messages.success),
        onError: (err) => toast.error(stayError(err)),
        onSettled: () => setCancelling(null),
      },
    );

  const askToEnd = ({ reservation }: MyHotelReservation) =>
    terminate.mutate(reservation._id, {
      onSuccess: (answer) => {
        if (answer === 'existed') toast.warn(messages.terminationExists);
        else toast.success(messages.rentRequestSubmitted);
      },
      onError: (err) => toast.error(stayError(err)),
    });

  const rebookStay = ({ reservation }: MyHotelReservation) =>
    rebook.mutate(
      {
        reservation_id: reservation._id,
        hotel_id: reservation.hotel_id,
        room_address: reservation.room_address,
        check_in: reservation.check_in,
        check_out: reservation.check_out,
        user_id: user._id,
        prev_status: reservation.status,
      },
      {
        onSuccess: (answer) => {
          if (answer === 'error') toast.error(HOTEL_REBOOK_ERROR_MESSAGE);
          else if (answer === 'rented') toast.error(HOTEL_RENTED_MESSAGE);
          else toast.success(messages.rentRequestSubmitted);
        },
        onError: (err) => toast.error(stayError(err)),
      },
    );

  if (stays.isPending) return <p className="text-sm text-stone-500">Loading your stays…</p>;
  if (stays.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {apiErrorMessage(stays.error)}
      </p>
    );
  }
  const { reservations, totalPages } = stays.data;
  if (reservations.length === 0) {
    return <p className="text-sm text-stone-600">No hotel stays yet.</p>;
  }

  return (
    <>
      <ul aria-label="Hotel stays" className="space-y-3">
        {reservations.map((entry) => {
          const { hotel, reservation: r } = entry;
          const live = canCancelReservation(r.status);
          const begun = r.check_in <= today;
          const canRebook = !live && canRebookReservation(r, today);
          const name = hotel.name || 'Hotel';
          return (
            <li key={r._id} className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
              <div className="flex gap-3">
                {hotel.pictures[0] ? (
                  <img
                    src={pictureVariant(hotel.pictures[0], 'card')}
                    alt=""
                    loading="lazy"
                    className="h-16 w-20 shrink-0 rounded-lg bg-stone-100 object-cover"
                  />
                ) : (
                  <div className="h-16 w-20 shrink-0 rounded-lg bg-stone-100" />
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <Link
                      to={hotelDetailPath(hotel._id)}
                      className="min-w-0 font-semibold break-words text-stone-900 hover:underline"
                    >
                      {name}
                    </Link>
                    <StatusBadge label={r.status} colour={statusColour(r.status)} />
                  </div>
                  <p className="text-sm text-stone-700">
                    {roomTypeLabel(r.room_type)} · room{' '}
                    <strong className="text-stone-900">{r.room_address}</strong>
                  </p>
                  <p data-testid="stay-days" className="text-sm text-stone-700">
                    {formatDisplayDate(r.check_in)} → {formatDisplayDate(r.check_out)}
                  </p>
                  <p className="text-sm text-stone-700">
                    {countOf(r.max_adults, 'adult', 'adults')}, {countOf(r.max_kids, 'kid', 'kids')}{' '}
                    · <strong className="text-stone-900">{formatPrice(r.price)}</strong>
                  </p>
                  {r.updated_values && (
                    <p className="mt-1 text-xs text-amber-800">
                      Change requested: waiting for the hotel.
                    </p>
                  )}
                </div>
              </div>
              {(live || canRebook) && (
                <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
                  {live && (
                    <Link
                      to={editReservationPath(r._id)}
                      aria-label={`Edit stay at ${name}`}
                      className={buttonClasses('secondary')}
                    >
                      Edit
                    </Link>
                  )}
                  {live && (r.status === 'pending' || !begun) && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() => setCancelling(entry)}
                    >
                      Cancel
                    </Button>
                  )}
                  {r.status === 'booked' && begun && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      loading={terminate.isPending && terminate.variables === r._id}
                      onClick={() => askToEnd(entry)}
                    >
                      Ask to end stay
                    </Button>
                  )}
                  {canRebook && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      loading={rebook.isPending && rebook.variables?.reservation_id === r._id}
                      onClick={() => rebookStay(entry)}
                    >
                      Re-book
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Pager
        label="Hotel stays pages"
        page={page}
        totalPages={totalPages}
        busy={stays.isFetching}
        onPage={setPage}
      />
      {cancelling && (
        <ConfirmDialog
          title="Cancel this stay?"
          confirmLabel="Cancel stay"
          busy={cancel.isPending}
          onConfirm={() => confirmCancel(cancelling)}
          onCancel={() => setCancelling(null)}
        >
          <p>
            Your {cancelling.reservation.status} reservation at{' '}
            <strong>{cancelling.hotel.name || 'the hotel'}</strong> from{' '}
            {formatDisplayDate(cancelling.reservation.check_in)} is cancelled and the room is
            offered to others.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
