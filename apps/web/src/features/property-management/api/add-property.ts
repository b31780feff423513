import {
  PROPERTY_FOLDER_KIND,
  type AddPropertyFields,
  type propertyContract,
} from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { listingUpload } from '../../../shared/forms/multipart';

export type AddPropertyInput = { fields: Omit<AddPropertyFields, 'folder'>; pictures: File[] };

/**
 * POST /rentingProperty/add, multipart: the fields as text parts (location and facilities as
 * JSON text), the pictures as repeated `pictures` parts, in the folder
 * `{owner}/property/{random token}`.
 */
export const addProperty = ({ fields, pictures }: AddPropertyInput) =>
  callData<typeof propertyContract.addProperty>(
    { method: 'POST', path: '/rentingProperty/add' },
    { body: listingUpload(fields.owner, PROPERTY_FOLDER_KIND, fields, pictures) },
  );

// Every list may show the new listing, the owner's dashboard included.
export const useAddProperty = () =>
  useRefreshingMutation(addProperty, { stale: () => [listingKeys.all] });
