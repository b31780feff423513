import {
  APARTMENT_BUILDING_FOLDER_KIND,
  type apartmentContract,
  type ApartmentBuildingUpdateValues,
} from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useListingWrite } from '../../../shared/api/refreshing-mutation';
import { multipartOf } from '../../../shared/forms/multipart';
import { randomToken } from '../../../shared/lib/random-token';

export type UpdateBuildingInput = {
  apartmentBuildingId: string;
  ownerId: string;
  updatedValues: ApartmentBuildingUpdateValues;
  /** replacements for all the pictures; none keeps them (updatedValues.pictures may reorder) */
  pictures: File[];
};

/** POST /apartmentBuilding/update, multipart {apartmentBuildingId, folder, pictures?, updatedValues}. */
export async function updateBuilding({
  apartmentBuildingId,
  ownerId,
  updatedValues,
  pictures,
}: UpdateBuildingInput) {
  const folder = `${ownerId}/${APARTMENT_BUILDING_FOLDER_KIND}/${randomToken()}`;
  return callData<typeof apartmentContract.updateBuilding>(
    { method: 'POST', path: '/apartmentBuilding/update' },
    { body: multipartOf({ apartmentBuildingId, folder, updatedValues }, pictures) },
  );
}

export const useUpdateBuilding = () =>
  useListingWrite(updateBuilding, (input) => input.apartmentBuildingId);
