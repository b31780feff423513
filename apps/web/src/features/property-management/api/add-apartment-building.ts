import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  APARTMENT_BUILDING_FOLDER_KIND,
  type AddApartmentBuildingFields,
  type ApartmentBuilding,
} from '@rentals/shared';
import { api } from '../../../shared/api/client';
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
export function addApartmentBuilding({ fields, pictures }: AddApartmentBuildingInput) {
  const folder = `${fields.owner}/${APARTMENT_BUILDING_FOLDER_KIND}/${randomToken()}`;
  return api.post<ApartmentBuilding>(
    '/apartmentBuilding/add',
    multipartOf({ ...fields, folder }, pictures),
  );
}

export function useAddApartmentBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addApartmentBuilding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
