import type { CallInput, rentingContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingKeys } from '../../../shared/listings/listing-keys';

export type CancelRentRequestInput = CallInput<typeof rentingContract.cancelRentRequest>['body'];

/** POST /rentingProperty/cancel-rent-request {propertyId}: the property is available again. */
export const cancelRentRequest = (body: CancelRentRequestInput): Promise<string> =>
  callData<typeof rentingContract.cancelRentRequest>(
    { method: 'POST', path: '/rentingProperty/cancel-rent-request' },
    { body },
  );

/** The pending tab and every grid showing the property as pending are refreshed. */
export const useCancelRentRequest = () =>
  useRefreshingMutation(cancelRentRequest, { stale: () => [listingKeys.all] });
