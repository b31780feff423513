import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPropertyFields, propertyContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { randomToken } from '../../../shared/lib/random-token';
import { multipartOf } from '../../../shared/forms/multipart';

export type AddPropertyInput = { fields: Omit<AddPropertyFields, 'folder'>; pictures: File[] };

/**
 * POST /rentingProperty/add, multipart: the fields as text parts (location and facilities as
 * JSON text), the pictures as repeated `pictures` parts, in the folder
 * `{owner}/property/{random token}`.
 */
export async function addProperty({ fields, pictures }: AddPropertyInput) {
  const folder = `${fields.owner}/property/${randomToken()}`;
  const answer = await call<typeof propertyContract.addProperty>(
    { method: 'POST', path: '/rentingProperty/add' },
    { body: multipartOf({ ...fields, folder }, pictures) },
  );
  return answer.data;
}

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProperty,
    // Every list may show the new listing, the owner's dashboard included.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
