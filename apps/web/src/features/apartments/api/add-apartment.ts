import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  APARTMENT_FOLDER_KIND,
  type AddApartmentFields,
  type apartmentContract,
} from '@rentals/shared';
import { call } from '../../../shared/api/client';
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
export async function addApartment({ ownerId, fields, pictures }: AddApartmentInput) {
  const folder = `${ownerId}/${APARTMENT_FOLDER_KIND}/${randomToken()}`;
  const answer = await call<typeof apartmentContract.addApartment>(
    { method: 'POST', path: '/apartments/add' },
    { body: multipartOf({ ...fields, folder }, pictures) },
  );
  return answer.data;
}

export function useAddApartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addApartment,
    onSuccess: (_apartment, input) =>
      invalidateBuilding(queryClient, input.fields.apartmentBuildingId),
  });
}
