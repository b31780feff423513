import { HALL_FOLDER_KIND, type hallContract, type HallUpdateValues } from '@rentals/shared';
import { useStoredNow } from '../../../shared/api/call-query';
import { listingUpdateCall, useListingUpdate } from '../../../shared/api/listing-update';

/** GET /hallProperty/find/{id}: the hall as stored now (a form never starts from a stale copy). */
export const useHallToEdit = (hallId: string) =>
  useStoredNow<typeof hallContract.findHall>(
    ['hall-forms', 'hall', hallId],
    { method: 'GET', path: '/hallProperty/find/:id' },
    { params: { id: hallId } },
  );

/** POST /hallProperty/update, multipart {hall_id, folder, updatedValues, pictures?}. */
export const updateHall = listingUpdateCall<typeof hallContract.updateHall, HallUpdateValues>(
  { method: 'POST', path: '/hallProperty/update' },
  HALL_FOLDER_KIND,
  'hall_id',
);

export const useUpdateHall = () => useListingUpdate(updateHall);
