import { useQueryClient } from '@tanstack/react-query';
import type { CallInput, rentingContract, User } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { saveContactDetails } from '../../../shared/session/contact-details';

export type RentingRequestInput = CallInput<typeof rentingContract.requestRent>['body'];
export type ContactDetails = { contact: string; district: string };

/** POST /rentingProperty/renting-request/: 'requested' when the property is already in process. */
export const sendRentingRequest = (body: RentingRequestInput) =>
  callData<typeof rentingContract.requestRent>(
    { method: 'POST', path: '/rentingProperty/renting-request/' },
    { body },
  );

type RentInput = { user: User; ownerId: string; propertyId: string; details: ContactDetails };

/**
 * Saves the contact and district when they changed, then sends the rent request with its
 * rent-request notification to the owner. Lists and the detail refresh afterwards.
 */
export function useRentRequest() {
  const queryClient = useQueryClient();
  return useRefreshingMutation(
    async ({ user, ownerId, propertyId, details }: RentInput) => {
      await saveContactDetails(queryClient, user, details);
      return sendRentingRequest({
        propertyId,
        userId: user._id,
        notification: {
          from: user._id,
          notifier: ownerId,
          type: 'rent-request',
          about: propertyId,
        },
      });
    },
    { stale: () => [listingKeys.all], after: 'settled' },
  );
}
