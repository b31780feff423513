import {
  APARTMENT_BUILDING_FOLDER_KIND,
  type apartmentContract,
  type ApartmentBuildingUpdateValues,
} from '@rentals/shared';
import { listingUpdateCall, useListingUpdate } from '../../../shared/api/listing-update';

/** POST /apartmentBuilding/update, multipart {apartmentBuildingId, folder, pictures?, updatedValues}. */
export const updateBuilding = listingUpdateCall<
  typeof apartmentContract.updateBuilding,
  ApartmentBuildingUpdateValues
>(
  { method: 'POST', path: '/apartmentBuilding/update' },
  APARTMENT_BUILDING_FOLDER_KIND,
  'apartmentBuildingId',
);

export const useUpdateBuilding = () => useListingUpdate(updateBuilding);
