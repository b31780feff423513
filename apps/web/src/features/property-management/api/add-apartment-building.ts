import {
  APARTMENT_BUILDING_FOLDER_KIND,
  type AddApartmentBuildingFields,
  type apartmentContract,
} from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingUpload } from '../../../shared/forms/multipart';
import { listingKeys } from '../../../shared/listings/listing-keys';

export type AddApartmentBuildingInput = {
  fields: Omit<AddApartmentBuildingFields, 'folder'>;
  pictures: File[];
};

/**
 * POST /apartmentBuilding/add, multipart like /rentingProperty/add: the fields as text parts
 * (location and facilities as JSON text), the pictures as repeated `pictures` parts, in the
 * folder `{owner}/apartmentBuilding/{random token}`.
 */
export const addApartmentBuilding = ({ fields, pictures }: AddApartmentBuildingInput) =>
  callData<typeof apartmentContract.addBuilding>(
    { method: 'POST', path: '/apartmentBuilding/add' },
    { body: listingUpload(fields.owner, APARTMENT_BUILDING_FOLDER_KIND, fields, pictures) },
  );

export const useAddApartmentBuilding = () =>
  useRefreshingMutation(addApartmentBuilding, { stale: () => [listingKeys.all] });
