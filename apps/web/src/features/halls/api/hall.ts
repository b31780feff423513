import { HALL_FOLDER_KIND, type hallContract, type HallUpdateValues } from '@rentals/shared';
import { useStoredNow } from '../../../shared/api/call-query';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { multipartOf } from '../../../shared/forms/multipart';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { randomToken } from '../../../shared/lib/random-token';

/** GET /hallProperty/find/{id}: the hall as stored now (a form never starts from a stale copy). */
export const useHallToEdit = (hallId: string) =>
  useStoredNow<typeof hallContract.findHall>(
    ['hall-forms', 'hall', hallId],
    { method: 'GET', path: '/hallProperty/find/:id' },
    { params: { id: hallId } },
  );

export type UpdateHallInput = {
  hallId: string;
  ownerId: string;
  updatedValues: HallUpdateValues;
  /** replacements for all the pictures; none keeps them (updatedValues.pictures may reorder) */
  pictures: File[];
};

/** POST /hallProperty/update, multipart {hall_id, folder, updatedValues, pictures?}. */
export async function updateHall({ hallId, ownerId, updatedValues, pictures }: UpdateHallInput) {
  const folder = `${ownerId}/${HALL_FOLDER_KIND}/${randomToken()}`;
  return callData<typeof hallContract.updateHall>(
    { method: 'POST', path: '/hallProperty/update' },
    { body: multipartOf({ hall_id: hallId, folder, updatedValues }, pictures) },
  );
}

export const useUpdateHall = () =>
  useRefreshingMutation(updateHall, { stale: () => [listingKeys.all] });
