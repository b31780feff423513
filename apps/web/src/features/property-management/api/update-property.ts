import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyUpdateValues, RentingProperty } from '@rentals/shared';
import { api } from '../../../shared/api/client';
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
export function updateProperty({
  propertyId,
  ownerId,
  updatedValues,
  pictures,
}: UpdatePropertyInput) {
  const folder = `${ownerId}/property/${randomToken()}`;
  return api.post<RentingProperty>(
    '/rentingProperty/update',
    multipartOf({ propertyId, folder, updatedValues }, pictures),
  );
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
