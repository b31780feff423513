import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../shared/ui/toast';
import { messages } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { useFormat } from '../../../shared/i18n/format';
import { messageText } from '../../../shared/i18n/message-text';
import { useRentedProperties } from '../api/account-listings';
import { useMyApartmentRequests } from '../api/my-apartment-requests';
import {
  useRequestApartmentTermination,
  useRequestTermination,
  type NotificationAddResult,
} from '../api/request-termination';
import { RentalActions, RentalGrid, type RentalItem } from './rental-grid';

/**
 * What the user rents now, general properties and apartments together; each can ask its owner
 * to end the tenancy (once).
 */
export function RentedTab({ userId }: { userId: string }) {
  const rented = useRentedProperties(userId);
  const apartments = useMyApartmentRequests(userId);
  const terminate = useRequestTermination();
  const terminateApartment = useRequestApartmentTermination();
  const busy = terminate.isPending || terminateApartment.isPending;
  const { t, i18n } = useLingui();
  const format = useFormat();
  /** 'existed': the renter already asked to end this tenancy. */
  const told = {
    onSuccess: (result: NotificationAddResult) =>
      result === 'existed'
        ? toast.error(messageText(i18n, messages.terminationExists))
        : toast.success(messageText(i18n, messages.success)),
    onError: toastApiError,
  };
  const since = (date: string) => {
    const day = format.day(date);
    return t`Since ${day}`;
  };

  const items = (): RentalItem[] => [
    ...(rented.data ?? []).map((entry) => ({
      key: entry.record._id,
      listing: entry.property,
      date: entry.record.created_date,
      actions: (
        <RentalActions
          when={since(entry.record.created_date)}
          busy={busy}
          loading={terminate.isPending && terminate.variables?.propertyId === entry.property._id}
          onClick={() => terminate.mutate({ propertyId: entry.property._id, from: userId }, told)}
        >
          <Trans>Request termination</Trans>
        </RentalActions>
      ),
    })),
    ...(apartments.data ?? [])
      .filter((request) => request.record.status === 'rented')
      .map(({ building, owner, record }) => ({
        key: record._id,
        listing: building,
        date: record.status_date,
        actions: (
          <RentalActions
            apartment={record}
            when={since(record.status_date)}
            busy={busy}
            loading={
              terminateApartment.isPending && terminateApartment.variables?.recordId === record._id
            }
            onClick={() =>
              terminateApartment.mutate(
                { recordId: record._id, ownerId: owner, from: userId },
                told,
              )
            }
          >
            <Trans>Request termination</Trans>
          </RentalActions>
        ),
      })),
  ];

  return (
    <RentalGrid
      queries={[rented, apartments]}
      items={items}
      label={t`Rented properties`}
      empty={t`You are not renting a property at the moment.`}
    />
  );
}
