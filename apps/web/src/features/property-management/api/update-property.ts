import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyUpdateValues, propertyContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { randomToken } from '../../../shared/lib/random-token';
import { multipartOf } from '../../../shared/forms/multipart';
import { propertyKey } from './property';

export type UpdatePropertyInput = {
  propertyId: string;
  ownerId: string;
  updatedValues: PropertyUpdateValues;
  /** replacements for all the pictures; none keeps them (updatedValues.pictures may reorder) */
  pictures: File[];
};

/** POST /rentingProperty/update, multipart {propertyId, folder, pictures?, updatedValues}. */
export async function updateProperty({
  propertyId,
  ownerId,
  updatedValues,
  pictures,
}: UpdatePropertyInput) {
  const folder = `${ownerId}/property/${randomToken()}`;
  const answer = await call<typeof propertyContract.updateProperty>(
    { method: 'POST', path: '/rentingProperty/update' },
    { body: multipartOf({ propertyId, folder, updatedValues }, pictures) },
  );
  return answer.data;
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: (property) => {
      void queryClient.invalidateQueries({ queryKey: propertyKey(property._id) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
