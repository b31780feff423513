import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApartmentRentRequestAnswer, requestApartmentRentBody } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';

export type ApartmentRentRequestInput = ReturnType<typeof requestApartmentRentBody.parse>;

/** POST /apartments/request-apartment-rent: 'requested' when the address is no longer free. */
export const requestApartmentRent = (body: ApartmentRentRequestInput) =>
  api.post<ApartmentRentRequestAnswer>('/apartments/request-apartment-rent', body);

type RequestInput = { buildingId: string; ownerId: string; address: string; userId: string };

/**
 * The signed-in user asks to rent one address, with a rent-request notification to the owner
 * about the building. The building and its apartments refresh afterwards either way.
 */
export function useRequestApartmentRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buildingId, ownerId, address, userId }: RequestInput) =>
      requestApartmentRent({
        apartmentBuildingId: buildingId,
        apartment_address: address,
        rentee: userId,
        notification: { from: userId, notifier: ownerId, type: 'rent-request', about: buildingId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
