import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HALL_FOLDER_KIND, type Hall } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { multipartOf } from '../../../shared/forms/multipart';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { randomToken } from '../../../shared/lib/random-token';

export type AddHallInput = { owner: string; fields: Record<string, unknown>; pictures: File[] };

/**
 * POST /hallProperty/add, multipart: the fields as text parts (location, facilities, food, cake
 * and day_min_attendees as JSON text), the pictures as repeated `pictures` parts, in the folder
 * `{owner}/hall/{random token}`.
 */
export function addHall({ owner, fields, pictures }: AddHallInput) {
  const folder = `${owner}/${HALL_FOLDER_KIND}/${randomToken()}`;
  return api.post<Hall>('/hallProperty/add', multipartOf({ ...fields, owner, folder }, pictures));
}

export function useAddHall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
