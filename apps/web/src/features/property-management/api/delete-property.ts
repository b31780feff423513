import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KIND_DESCRIPTORS, ListingKind } from '@rentals/shared';
import { ApiError, call } from '../../../shared/api/client';
import { i18n } from '@lingui/core';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { listingKeys } from '../../../shared/listings/listing-keys';

/**
 * POST {propertyId} to the kind's delete call (/rentingProperty/delete, /apartmentBuilding/delete,
 * see deleteCallPath): 'success'; 409 while it is pending or rented.
 */
export const deleteProperty = async ({
  propertyId,
  path,
}: {
  propertyId: string;
  path: DeleteCall['path'];
}) => (await call<DeleteCall>({ method: 'POST', path }, { body: { propertyId } })).data;

/** The delete call of each kind of listing: the same body, the same answer. */
export type DeleteCall = (typeof KIND_DESCRIPTORS)[ListingKind]['api']['delete'];

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** A conflict carries the server's reason (the property is pending or rented) word for word. */
export const deleteErrorMessage = (err: unknown): string =>
  err instanceof ApiError && err.status === 409
    ? messageText(i18n, err.message, err.code)
    : apiErrorMessage(err);
