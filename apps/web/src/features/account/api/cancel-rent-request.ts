import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { propertyIdBody } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';

export type CancelRentRequestInput = ReturnType<typeof propertyIdBody.parse>;

/** POST /rentingProperty/cancel-rent-request {propertyId}: the property is available again. */
export const cancelRentRequest = (body: CancelRentRequestInput) =>
  api.post<string>('/rentingProperty/cancel-rent-request', body);

/** The pending tab and every grid showing the property as pending are refreshed. */
export function useCancelRentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRentRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
