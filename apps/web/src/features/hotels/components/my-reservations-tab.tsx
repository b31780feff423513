import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  canCancelReservation,
  canRebookReservation,
  HOTEL_REBOOK_ERROR_MESSAGE,
  HOTEL_RENTED_MESSAGE,
  marketDay,
  messages,
  type MyHotelReservation,
} from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';
import { useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { useCancelReservation } from '../api/hotel-bookings';
import { useMyReservations, useRebookRoom, useRequestTermination } from '../api/my-reservations';
import { editReservationPath, hotelDetailPath } from './hotel-paths';
import { hotelText } from './hotel-texts';
import { CancelReservationDialog, reservationError } from './cancel-reservation-dialog';
import { statusLabelIn } from '../../../shared/i18n/labels';
import { RecordStatus } from '../../../shared/listings/renting-record-parts';
import { PagedRecordList } from '../../../shared/listings/record-list';
import { roomTypeLabelIn } from './room-labels';
import { StayTerms } from './stay-terms';
import { RowThumbnail } from '../../../shared/listings/card-cover';

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
  const { t, i18n } = useLingui();
  const format = useFormat();

  const askToEnd = ({ reservation }: MyHotelReservation) =>
    terminate.mutate(reservation._id, {
      onSuccess: (answer) => {
        if (answer === 'existed') toast.warn(hotelText(i18n, messages.terminationExists));
        else toast.success(hotelText(i18n, messages.rentRequestSubmitted));
      },
      onError: (err) => toast.error(reservationError(i18n, err)),
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
          if (answer === 'error') toast.error(hotelText(i18n, HOTEL_REBOOK_ERROR_MESSAGE));
          else if (answer === 'rented') toast.error(hotelText(i18n, HOTEL_RENTED_MESSAGE));
          else toast.success(hotelText(i18n, messages.rentRequestSubmitted));
        },
        onError: (err) => toast.error(reservationError(i18n, err)),
      },
    );

  return (
    <>
      <PagedRecordList
        query={stays}
        items={(data) => data.reservations}
        label={t`Hotel stays`}
        pagesLabel={t`Hotel stays pages`}
        page={page}
        busy={stays.isFetching}
        onPage={setPage}
        loading={<Trans>Loading your stays…</Trans>}
        empty={<Trans>No hotel stays yet.</Trans>}
        row={(entry) => {
          const { hotel, reservation: r } = entry;
          const live = canCancelReservation(r.status);
          const begun = r.check_in <= today;
          const canRebook = !live && canRebookReservation(r, today);
          const name = hotel.name || t`Hotel`;
          const roomType = roomTypeLabelIn(i18n, r.room_type);
          const roomAddress = r.room_address;
          return (
            <li key={r._id} className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
              <div className="flex gap-3">
                <RowThumbnail url={hotel.pictures[0]} />
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <Link
                      to={hotelDetailPath(hotel._id)}
                      className="min-w-0 font-semibold break-words text-stone-900 hover:underline"
                    >
                      {name}
                    </Link>
                    <RecordStatus status={r.status} />
                  </div>
                  <p className="text-sm text-stone-700">
                    <Trans>
                      {roomType} · room <strong className="text-stone-900">{roomAddress}</strong>
                    </Trans>
                  </p>
                  <StayTerms
                    stay={r}
                    daysClassName="text-sm text-stone-700"
                    daysTestId="stay-days"
                  />
                  {r.updated_values && (
                    <p className="mt-1 text-xs text-amber-800">
                      <Trans>Change requested: waiting for the hotel.</Trans>
                    </p>
                  )}
                </div>
              </div>
              {(live || canRebook) && (
                <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
                  {live && (
                    <Link
                      to={editReservationPath(r._id)}
                      aria-label={t`Edit stay at ${name}`}
                      className={buttonClasses('secondary')}
                    >
                      <Trans>Edit</Trans>
                    </Link>
                  )}
                  {live && (r.status === 'pending' || !begun) && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() => setCancelling(entry)}
                    >
                      <Trans>Cancel</Trans>
                    </Button>
                  )}
                  {r.status === 'booked' && begun && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      loading={terminate.isPending && terminate.variables === r._id}
                      onClick={() => askToEnd(entry)}
                    >
                      <Trans>Ask to end stay</Trans>
                    </Button>
                  )}
                  {canRebook && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      loading={rebook.isPending && rebook.variables?.reservation_id === r._id}
                      onClick={() => rebookStay(entry)}
                    >
                      <Trans>Re-book</Trans>
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        }}
      />
      {cancelling && (
        <CancelReservationDialog
          cancel={cancel}
          reservation={cancelling.reservation}
          userId={user._id}
          title={t`Cancel this stay?`}
          confirmLabel={t`Cancel stay`}
          onClose={() => setCancelling(null)}
        >
          <CancelText
            status={statusLabelIn(i18n, cancelling.reservation.status)}
            hotel={cancelling.hotel.name || t`the hotel`}
            from={format.day(cancelling.reservation.check_in)}
          />
        </CancelReservationDialog>
      )}
    </>
  );
}

function CancelText({ status, hotel, from }: { status: string; hotel: string; from: string }) {
  return (
    <p>
      <Trans>
        Your {status} reservation at <strong>{hotel}</strong> from {from} is cancelled and the room
        is offered to others.
      </Trans>
    </p>
  );
}
