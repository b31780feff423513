import { HALL_FOLDER_KIND, type hallContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { multipartOf } from '../../../shared/forms/multipart';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { randomToken } from '../../../shared/lib/random-token';

export type AddHallInput = { owner: string; fields: Record<string, unknown>; pictures: File[] };

/**
 * POST /hallProperty/add, multipart: the fields as text parts (location, facilities, food, cake
 * and day_min_attendees as JSON text), the pictures as repeated `pictures` parts, in the folder
 * `{owner}/hall/{random token}`.
 */
export async function addHall({ owner, fields, pictures }: AddHallInput) {
  const folder = `${owner}/${HALL_FOLDER_KIND}/${randomToken()}`;
  return callData<typeof hallContract.addHall>(
    { method: 'POST', path: '/hallProperty/add' },
    { body: multipartOf({ ...fields, owner, folder }, pictures) },
  );
}

export const useAddHall = () => useRefreshingMutation(addHall, { stale: () => [listingKeys.all] });
