import {
  APARTMENT_BUILDING_FOLDER_KIND,
  type AddApartmentBuildingFields,
  type apartmentContract,
} from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { multipartOf } from '../../../shared/forms/multipart';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { randomToken } from '../../../shared/lib/random-token';

export type AddApartmentBuildingInput = {
  fields: Omit<AddApartmentBuildingFields, 'folder'>;
  pictures: File[];
};

/**
 * POST /apartmentBuilding/add, multipart like /rentingProperty/add: the fields as text parts
 * (location and facilities as JSON text), the pictures as repeated `pictures` parts, in the
 * folder `{owner}/apartmentBuilding/{random token}`.
 */
export async function addApartmentBuilding({ fields, pictures }: AddApartmentBuildingInput) {
  const folder = `${fields.owner}/${APARTMENT_BUILDING_FOLDER_KIND}/${randomToken()}`;
  return callData<typeof apartmentContract.addBuilding>(
    { method: 'POST', path: '/apartmentBuilding/add' },
    { body: multipartOf({ ...fields, folder }, pictures) },
  );
}

export const useAddApartmentBuilding = () =>
  useRefreshingMutation(addApartmentBuilding, { stale: () => [listingKeys.all] });
