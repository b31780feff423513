import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, rentingContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';

export type CancelRentRequestInput = CallInput<typeof rentingContract.cancelRentRequest>['body'];

/** POST /rentingProperty/cancel-rent-request {propertyId}: the property is available again. */
export const cancelRentRequest = async (body: CancelRentRequestInput): Promise<string> =>
  (
    await call<typeof rentingContract.cancelRentRequest>(
      { method: 'POST', path: '/rentingProperty/cancel-rent-request' },
      { body },
    )
  ).data;

/** The pending tab and every grid showing the property as pending are refreshed. */
export function useCancelRentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRentRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
