import {
  PROPERTY_FOLDER_KIND,
  type PropertyUpdateValues,
  type propertyContract,
} from '@rentals/shared';
import { listingUpdateCall, useListingUpdate } from '../../../shared/api/listing-update';

/** POST /rentingProperty/update, multipart {propertyId, folder, pictures?, updatedValues}. */
export const updateProperty = listingUpdateCall<
  typeof propertyContract.updateProperty,
  PropertyUpdateValues
>({ method: 'POST', path: '/rentingProperty/update' }, PROPERTY_FOLDER_KIND, 'propertyId');

export const useUpdateProperty = () => useListingUpdate(updateProperty);
