import { toast } from 'react-toastify';
import { formatDisplayDate, messages } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { Button } from '../../../shared/ui/button';
import { usePendingProperties } from '../api/account-listings';
import { useCancelRentRequest } from '../api/cancel-rent-request';
import { useCancelApartmentRequest, useMyApartmentRequests } from '../api/my-apartment-requests';
import { ApartmentLine } from './apartment-line';
import { RentalGrid, type RentalItem } from './rental-grid';

/**
 * Requests waiting for their owners, general properties and apartments together (one place for
 * what the user asked for); each can be cancelled.
 */
export function PendingTab({ userId }: { userId: string }) {
  const pending = usePendingProperties(userId);
  const apartments = useMyApartmentRequests(userId);
  const cancel = useCancelRentRequest();
  const cancelApartment = useCancelApartmentRequest();
  const busy = cancel.isPending || cancelApartment.isPending;
  const done = { onSuccess: () => toast.success(messages.success), onError: toastApiError };

  const items = (): RentalItem[] => [
    ...(pending.data ?? []).map((entry) => ({
      key: entry.record._id,
      listing: entry.property,
      date: entry.record.created_date,
      actions: (
        <>
          <p className="w-full text-xs text-stone-500">
            Requested {formatDisplayDate(entry.record.created_date)}
          </p>
          <Button
            variant="secondary"
            className="w-full"
            disabled={busy}
            loading={cancel.isPending && cancel.variables?.propertyId === entry.property._id}
            onClick={() => cancel.mutate({ propertyId: entry.property._id }, done)}
          >
            Cancel request
          </Button>
        </>
      ),
    })),
    ...(apartments.data ?? [])
      .filter((request) => request.record.status === 'pending')
      .map(({ building, record }) => ({
        key: record._id,
        listing: building,
        date: record.created_date,
        actions: (
          <>
            <ApartmentLine record={record} />
            <p className="w-full text-xs text-stone-500">
              Requested {formatDisplayDate(record.created_date)}
            </p>
            <Button
              variant="secondary"
              className="w-full"
              disabled={busy}
              loading={
                cancelApartment.isPending &&
                cancelApartment.variables?.apartmentRentingRecordId === record._id
              }
              onClick={() => cancelApartment.mutate({ apartmentRentingRecordId: record._id }, done)}
            >
              Cancel request
            </Button>
          </>
        ),
      })),
  ];

  return (
    <RentalGrid
      queries={[pending, apartments]}
      items={items}
      label="Pending requests"
      empty="No requests are waiting for an owner."
    />
  );
}
