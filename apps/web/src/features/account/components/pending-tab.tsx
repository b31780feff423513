import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../shared/ui/toast';
import { messages } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { useCancelRentRequest } from '../api/cancel-rent-request';
import { useCancelApartmentRequest } from '../api/my-apartment-requests';
import { RentalTab } from './rental-tab';

/**
 * Requests waiting for their owners, general properties and apartments together (one place for
 * what the user asked for); each can be cancelled.
 */
export function PendingTab({ userId }: { userId: string }) {
  const cancel = useCancelRentRequest();
  const cancelApartment = useCancelApartmentRequest();
  const { i18n } = useLingui();
  const done = {
    onSuccess: () => toast.success(messageText(i18n, messages.success)),
    onError: toastApiError,
  };

  return (
    <RentalTab
      userId={userId}
      status="pending"
      property={{
        call: cancel,
        input: (entry) => ({ propertyId: entry.property._id }),
        outcome: done,
      }}
      apartment={{
        call: cancelApartment,
        input: ({ record }) => ({ apartmentRentingRecordId: record._id }),
        outcome: done,
      }}
      action={<Trans>Cancel request</Trans>}
    />
  );
}
