import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { listingKeys } from '../../../shared/listings/listing-keys';

/**
 * POST {propertyId} to the kind's delete call (/rentingProperty/delete, /apartmentBuilding/delete,
 * see deleteCallPath): 'success'; 409 while it is pending or rented.
 */
export const deleteProperty = ({ propertyId, path }: { propertyId: string; path: string }) =>
  api.post<string>(path, { propertyId });

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** A conflict carries the server's reason (the property is pending or rented) word for word. */
export const deleteErrorMessage = (err: unknown): string =>
  err instanceof ApiError && err.status === 409 ? err.message : apiErrorMessage(err);
