import type { KIND_DESCRIPTORS, ListingKind } from '@rentals/shared';
import { ApiError, callData } from '../../../shared/api/client';
import { i18n } from '@lingui/core';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingKeys } from '../../../shared/listings/listing-keys';

/**
 * POST {propertyId} to the kind's delete call (/rentingProperty/delete, /apartmentBuilding/delete,
 * see deleteCallPath): 'success'; 409 while it is pending or rented.
 */
export const deleteProperty = ({
  propertyId,
  path,
}: {
  propertyId: string;
  path: DeleteCall['path'];
}) => callData<DeleteCall>({ method: 'POST', path }, { body: { propertyId } });

/** The delete call of each kind of listing: the same body, the same answer. */
export type DeleteCall = (typeof KIND_DESCRIPTORS)[ListingKind]['api']['delete'];

export const useDeleteProperty = () =>
  useRefreshingMutation(deleteProperty, { stale: () => [listingKeys.all] });

/** A conflict carries the server's reason (the property is pending or rented) word for word. */
export const deleteErrorMessage = (err: unknown): string =>
  err instanceof ApiError && err.status === 409
    ? messageText(i18n, err.message, err.code)
    : apiErrorMessage(err);
