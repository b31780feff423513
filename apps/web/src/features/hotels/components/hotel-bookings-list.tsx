import { useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { canCancelReservation, type HotelBookingEntry, messages } from '@rentals/shared';
import { Button } from '../../../shared/ui/button';
import {
  useAcceptReservation,
  useBookings,
  useCancelReservation,
  type BookingListName,
} from '../api/hotel-bookings';
import { RecordRenter } from '../../../shared/listings/renting-record-parts';
import { PagedRecordList } from '../../../shared/listings/record-list';
import { hotelText } from './hotel-texts';
import { CancelReservationDialog, reservationError } from './cancel-reservation-dialog';
import { roomTypeLabelIn } from './room-labels';
import { StayTerms } from './stay-terms';

type HotelBookingsListProps = {
  hotelId: string;
  ownerId: string;
  list: BookingListName;
  label: string;
  empty: string;
};

/**
 * The hotel's reservations ten at a time, each with its guest, room, days, price and status;
 * Accept while pending, Cancel (after a question) while pending or booked.
 */
export function HotelBookingsList({
  hotelId,
  ownerId,
  list,
  label,
  empty,
}: HotelBookingsListProps) {
  const [page, setPage] = useState(1);
  const bookings = useBookings(hotelId, list, page);
  const accept = useAcceptReservation();
  const cancel = useCancelReservation();
  const [cancelling, setCancelling] = useState<HotelBookingEntry | null>(null);
  const busy = accept.isPending || cancel.isPending;
  const { t, i18n } = useLingui();

  const acceptOne = (entry: HotelBookingEntry) =>
    accept.mutate(entry.bookingList._id, {
      onSuccess: () => toast.success(hotelText(i18n, messages.acceptedSuccessfully)),
      onError: (err) => toast.error(reservationError(i18n, err)),
    });

  return (
    <>
      <PagedRecordList
        query={bookings}
        items={(data) => data.bookingList}
        label={label}
        pagesLabel={t`${label} pages`}
        page={page}
        busy={bookings.isFetching}
        onPage={setPage}
        loading={<Trans>Loading bookings…</Trans>}
        empty={empty}
        row={(entry) => {
          const r = entry.bookingList;
          const roomType = roomTypeLabelIn(i18n, r.room_type);
          const roomAddress = r.room_address;
          return (
            <li key={r._id} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
              <RecordRenter
                record={{ user: entry.user, status: r.status, contact: entry.user.contact }}
                nameless={{ name: t`Guest`, inContacts: t`the guest` }}
                details={
                  <p className="text-xs break-words text-stone-600">
                    <Trans>
                      {roomType} · room <strong className="text-stone-800">{roomAddress}</strong>
                    </Trans>
                  </p>
                }
              />
              <StayTerms stay={r} daysClassName="mt-2 text-sm text-stone-700" />
              {canCancelReservation(r.status) && (
                <div className="mt-3 grid grid-cols-2 gap-2">
                  {r.status === 'pending' && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      loading={accept.isPending && accept.variables === r._id}
                      onClick={() => acceptOne(entry)}
                    >
                      <Trans>Accept</Trans>
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    className="col-start-2"
                    disabled={busy}
                    onClick={() => setCancelling(entry)}
                  >
                    <Trans>Cancel</Trans>
                  </Button>
                </div>
              )}
            </li>
          );
        }}
      />
      {cancelling && (
        <CancelReservationDialog
          cancel={cancel}
          reservation={cancelling.bookingList}
          userId={ownerId}
          title={t`Cancel this reservation?`}
          confirmLabel={t`Cancel reservation`}
          onClose={() => setCancelling(null)}
        >
          <CancelText
            guest={cancelling.user.name || t`this guest`}
            room={cancelling.bookingList.room_address}
          />
        </CancelReservationDialog>
      )}
    </>
  );
}

function CancelText({ guest, room }: { guest: string; room: string }) {
  return (
    <p>
      <Trans>
        The stay of <strong>{guest}</strong> in room <strong>{room}</strong> is cancelled, the room
        is free again for those days and the guest is told.
      </Trans>
    </p>
  );
}
