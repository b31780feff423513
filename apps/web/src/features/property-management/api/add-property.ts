import type { AddPropertyFields, propertyContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { randomToken } from '../../../shared/lib/random-token';
import { multipartOf } from '../../../shared/forms/multipart';

export type AddPropertyInput = { fields: Omit<AddPropertyFields, 'folder'>; pictures: File[] };

/**
 * POST /rentingProperty/add, multipart: the fields as text parts (location and facilities as
 * JSON text), the pictures as repeated `pictures` parts, in the folder
 * `{owner}/property/{random token}`.
 */
export async function addProperty({ fields, pictures }: AddPropertyInput) {
  const folder = `${fields.owner}/property/${randomToken()}`;
  return callData<typeof propertyContract.addProperty>(
    { method: 'POST', path: '/rentingProperty/add' },
    { body: multipartOf({ ...fields, folder }, pictures) },
  );
}

// Every list may show the new listing, the owner's dashboard included.
export const useAddProperty = () =>
  useRefreshingMutation(addProperty, { stale: () => [listingKeys.all] });
