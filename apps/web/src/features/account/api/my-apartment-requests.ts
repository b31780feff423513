import { useQuery } from '@tanstack/react-query';
import type { apartmentContract, cancelApartmentRequestBody } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingKeys } from '../../../shared/listings/listing-keys';

/** Under ['listings'] like the other rental lists: an answer anywhere refreshes them all. */
export const apartmentRequestsKey = (userId: string) =>
  [...listingKeys.all, 'apartment-requests', userId] as const;

/** GET /apartments/my-requests: the user's pending and rented apartments (Pending, Rented). */
export const myApartmentRequestsOptions = (userId: string) =>
  callQueryOptions<typeof apartmentContract.myRequests>(
    apartmentRequestsKey(userId),
    { method: 'GET', path: '/apartments/my-requests' },
    {},
  );

export const useMyApartmentRequests = (userId: string) =>
  useQuery(myApartmentRequestsOptions(userId));

export type CancelApartmentRequestInput = ReturnType<typeof cancelApartmentRequestBody.parse>;

/** POST /apartments/cancel-apartment-request: the address is free again, the owner's card gone. */
export const cancelApartmentRequest = (body: CancelApartmentRequestInput) =>
  callData<typeof apartmentContract.cancelRequest>(
    { method: 'POST', path: '/apartments/cancel-apartment-request' },
    { body },
  );

/** The tabs and the building's apartments (the address is free again) are refreshed. */
export const useCancelApartmentRequest = () =>
  useRefreshingMutation(cancelApartmentRequest, { stale: () => [listingKeys.all] });
