import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  APARTMENT_BUILDING_FOLDER_KIND,
  type apartmentContract,
  type ApartmentBuildingUpdateValues,
} from '@rentals/shared';
import { call } from '../../../shared/api/client';
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
export async function updateBuilding({
  apartmentBuildingId,
  ownerId,
  updatedValues,
  pictures,
}: UpdateBuildingInput) {
  const folder = `${ownerId}/${APARTMENT_BUILDING_FOLDER_KIND}/${randomToken()}`;
  const answer = await call<typeof apartmentContract.updateBuilding>(
    { method: 'POST', path: '/apartmentBuilding/update' },
    { body: multipartOf({ apartmentBuildingId, folder, updatedValues }, pictures) },
  );
  return answer.data;
}

export function useUpdateBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuilding,
    onSuccess: (_building, input) => invalidateBuilding(queryClient, input.apartmentBuildingId),
  });
}
