import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../shared/ui/toast';
import { messages } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import {
  useRequestApartmentTermination,
  useRequestTermination,
  type NotificationAddResult,
} from '../api/request-termination';
import { RentalTab } from './rental-tab';

/**
 * What the user rents now, general properties and apartments together; each can ask its owner
 * to end the tenancy (once).
 */
export function RentedTab({ userId }: { userId: string }) {
  const terminate = useRequestTermination();
  const terminateApartment = useRequestApartmentTermination();
  const { i18n } = useLingui();
  /** 'existed': the renter already asked to end this tenancy. */
  const told = {
    onSuccess: (result: NotificationAddResult) =>
      result === 'existed'
        ? toast.error(messageText(i18n, messages.terminationExists))
        : toast.success(messageText(i18n, messages.success)),
    onError: toastApiError,
  };

  return (
    <RentalTab
      userId={userId}
      status="rented"
      property={{
        call: terminate,
        input: (entry) => ({ propertyId: entry.property._id, from: userId }),
        outcome: told,
      }}
      apartment={{
        call: terminateApartment,
        input: ({ record, owner }) => ({ recordId: record._id, ownerId: owner, from: userId }),
        outcome: told,
      }}
      action={<Trans>Request termination</Trans>}
    />
  );
}
