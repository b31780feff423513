import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APARTMENT_FOLDER_KIND, type AddApartmentFields, type Apartment } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { multipartOf } from '../../../shared/forms/multipart';
import { randomToken } from '../../../shared/lib/random-token';
import { invalidateBuilding } from './invalidate';

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
export function addApartment({ ownerId, fields, pictures }: AddApartmentInput) {
  const folder = `${ownerId}/${APARTMENT_FOLDER_KIND}/${randomToken()}`;
  return api.post<Apartment>('/apartments/add', multipartOf({ ...fields, folder }, pictures));
}

export function useAddApartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addApartment,
    onSuccess: (_apartment, input) =>
      invalidateBuilding(queryClient, input.fields.apartmentBuildingId),
  });
}
