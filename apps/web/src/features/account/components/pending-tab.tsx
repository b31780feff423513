import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../shared/ui/toast';
import { messages } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { useFormat } from '../../../shared/i18n/format';
import { messageText } from '../../../shared/i18n/message-text';
import { usePendingProperties } from '../api/account-listings';
import { useCancelRentRequest } from '../api/cancel-rent-request';
import { useCancelApartmentRequest, useMyApartmentRequests } from '../api/my-apartment-requests';
import { RentalActions, RentalGrid, type RentalItem } from './rental-grid';

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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const done = {
    onSuccess: () => toast.success(messageText(i18n, messages.success)),
    onError: toastApiError,
  };
  const requested = (date: string) => {
    const day = format.day(date);
    return t`Requested ${day}`;
  };

  const items = (): RentalItem[] => [
    ...(pending.data ?? []).map((entry) => ({
      key: entry.record._id,
      listing: entry.property,
      date: entry.record.created_date,
      actions: (
        <RentalActions
          when={requested(entry.record.created_date)}
          busy={busy}
          loading={cancel.isPending && cancel.variables?.propertyId === entry.property._id}
          onClick={() => cancel.mutate({ propertyId: entry.property._id }, done)}
        >
          <Trans>Cancel request</Trans>
        </RentalActions>
      ),
    })),
    ...(apartments.data ?? [])
      .filter((request) => request.record.status === 'pending')
      .map(({ building, record }) => ({
        key: record._id,
        listing: building,
        date: record.created_date,
        actions: (
          <RentalActions
            apartment={record}
            when={requested(record.created_date)}
            busy={busy}
            loading={
              cancelApartment.isPending &&
              cancelApartment.variables?.apartmentRentingRecordId === record._id
            }
            onClick={() => cancelApartment.mutate({ apartmentRentingRecordId: record._id }, done)}
          >
            <Trans>Cancel request</Trans>
          </RentalActions>
        ),
      })),
  ];

  return (
    <RentalGrid
      queries={[pending, apartments]}
      items={items}
      label={t`Pending requests`}
      empty={t`No requests are waiting for an owner.`}
    />
  );
}
