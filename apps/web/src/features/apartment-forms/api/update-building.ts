import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  APARTMENT_BUILDING_FOLDER_KIND,
  type ApartmentBuilding,
  type ApartmentBuildingUpdateValues,
} from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { multipartOf } from '../../../shared/forms/multipart';
import { randomToken } from '../../../shared/lib/random-token';
import { invalidateBuilding } from './invalidate';

export type UpdateBuildingInput = {
  apartmentBuildingId: string;
  ownerId: string;
  updatedValues: ApartmentBuildingUpdateValues;
  /** replacements for all the pictures; none keeps them (updatedValues.pictures may reorder) */
  pictures: File[];
};

/** POST /apartmentBuilding/update, multipart {apartmentBuildingId, folder, pictures?, updatedValues}. */
export function updateBuilding({
  apartmentBuildingId,
  ownerId,
  updatedValues,
  pictures,
}: UpdateBuildingInput) {
  const folder = `${ownerId}/${APARTMENT_BUILDING_FOLDER_KIND}/${randomToken()}`;
  return api.post<ApartmentBuilding>(
    '/apartmentBuilding/update',
    multipartOf({ apartmentBuildingId, folder, updatedValues }, pictures),
  );
}

export function useUpdateBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuilding,
    onSuccess: (_building, input) => invalidateBuilding(queryClient, input.apartmentBuildingId),
  });
}
