import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { apartmentContract, cancelApartmentRequestBody } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';

/** Under ['listings'] like the other rental lists: an answer anywhere refreshes them all. */
export const apartmentRequestsKey = (userId: string) =>
  [...listingKeys.all, 'apartment-requests', userId] as const;

/** GET /apartments/my-requests: the user's pending and rented apartments (Pending, Rented). */
export const myApartmentRequestsOptions = (userId: string) =>
  queryOptions({
    queryKey: apartmentRequestsKey(userId),
    queryFn: async () =>
      (
        await call<typeof apartmentContract.myRequests>(
          { method: 'GET', path: '/apartments/my-requests' },
          {},
        )
      ).data,
  });

export const useMyApartmentRequests = (userId: string) =>
  useQuery(myApartmentRequestsOptions(userId));

export type CancelApartmentRequestInput = ReturnType<typeof cancelApartmentRequestBody.parse>;

/** POST /apartments/cancel-apartment-request: the address is free again, the owner's card gone. */
export const cancelApartmentRequest = async (body: CancelApartmentRequestInput) =>
  (
    await call<typeof apartmentContract.cancelRequest>(
      { method: 'POST', path: '/apartments/cancel-apartment-request' },
      { body },
    )
  ).data;

/** The tabs and the building's apartments (the address is free again) are refreshed. */
export function useCancelApartmentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelApartmentRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
