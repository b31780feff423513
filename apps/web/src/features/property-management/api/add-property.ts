import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPropertyFields, RentingProperty } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { randomToken } from '../../../shared/lib/random-token';
import { multipartOf } from '../../../shared/forms/multipart';

export type AddPropertyInput = { fields: Omit<AddPropertyFields, 'folder'>; pictures: File[] };

/**
 * POST /rentingProperty/add, multipart: the fields as text parts (location and facilities as
 * JSON text), the pictures as repeated `pictures` parts, in the folder
 * `{owner}/property/{random token}`.
 */
export function addProperty({ fields, pictures }: AddPropertyInput) {
  const folder = `${fields.owner}/property/${randomToken()}`;
  return api.post<RentingProperty>(
    '/rentingProperty/add',
    multipartOf({ ...fields, folder }, pictures),
  );
}

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProperty,
    // Every list may show the new listing, the owner's dashboard included.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
