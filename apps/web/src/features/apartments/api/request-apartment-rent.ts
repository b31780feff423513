import { useQueryClient } from '@tanstack/react-query';
import type { apartmentContract, requestApartmentRentBody } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import type { User } from '@rentals/shared';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { saveContactDetails } from '../../../shared/session/contact-details';

export type ApartmentRentRequestInput = ReturnType<typeof requestApartmentRentBody.parse>;

/** POST /apartments/request-apartment-rent: 'requested' when the address is no longer free. */
export const requestApartmentRent = (body: ApartmentRentRequestInput) =>
  callData<typeof apartmentContract.requestRent>(
    { method: 'POST', path: '/apartments/request-apartment-rent' },
    { body },
  );

type RequestInput = {
  buildingId: string;
  ownerId: string;
  address: string;
  user: User;
  /** the number the owner will call, saved to the profile first when it changed */
  contact: string;
};

/**
 * The signed-in user asks to rent one address (the server tells the owner and admin, naming the
 * apartment). The building and its apartments refresh afterwards either way.
 */
export function useRequestApartmentRent() {
  const queryClient = useQueryClient();
  return useRefreshingMutation(
    async ({ buildingId, ownerId, address, user, contact }: RequestInput) => {
      await saveContactDetails(queryClient, user, { contact });
      return requestApartmentRent({
        apartmentBuildingId: buildingId,
        apartment_address: address,
        rentee: user._id,
        notification: {
          from: user._id,
          notifier: ownerId,
          type: 'rent-request',
          about: buildingId,
        },
      });
    },
    { stale: () => [listingKeys.all], after: 'settled' },
  );
}
