import type { PropertyUpdateValues, propertyContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { randomToken } from '../../../shared/lib/random-token';
import { multipartOf } from '../../../shared/forms/multipart';
import { propertyKey } from './property';

export type UpdatePropertyInput = {
  propertyId: string;
  ownerId: string;
  updatedValues: PropertyUpdateValues;
  /** replacements for all the pictures; none keeps them (updatedValues.pictures may reorder) */
  pictures: File[];
};

/** POST /rentingProperty/update, multipart {propertyId, folder, pictures?, updatedValues}. */
export async function updateProperty({
  propertyId,
  ownerId,
  updatedValues,
  pictures,
}: UpdatePropertyInput) {
  const folder = `${ownerId}/property/${randomToken()}`;
  return callData<typeof propertyContract.updateProperty>(
    { method: 'POST', path: '/rentingProperty/update' },
    { body: multipartOf({ propertyId, folder, updatedValues }, pictures) },
  );
}

export const useUpdateProperty = () =>
  useRefreshingMutation(updateProperty, {
    stale: ({ propertyId }) => [propertyKey(propertyId), listingKeys.all],
    inBackground: true,
  });
