import {
  APARTMENT_FOLDER_KIND,
  type AddApartmentFields,
  type apartmentContract,
} from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useListingWrite } from '../../../shared/api/refreshing-mutation';
import { listingUpload } from '../../../shared/forms/multipart';

export type AddApartmentInput = {
  ownerId: string;
  fields: Omit<AddApartmentFields, 'folder'>;
  pictures: File[];
};

/**
 * POST /apartments/add, multipart: the fields as text parts (addresses as a JSON array of
 * strings, facilities as JSON text), the pictures as repeated `pictures` parts, in the folder
 * `{owner}/apartment/{random token}`.
 */
export const addApartment = ({ ownerId, fields, pictures }: AddApartmentInput) =>
  callData<typeof apartmentContract.addApartment>(
    { method: 'POST', path: '/apartments/add' },
    { body: listingUpload(ownerId, APARTMENT_FOLDER_KIND, fields, pictures) },
  );

export const useAddApartment = () =>
  useListingWrite(addApartment, (input) => input.fields.apartmentBuildingId);
