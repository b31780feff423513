import { HALL_FOLDER_KIND, type hallContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { listingUpload } from '../../../shared/forms/multipart';
import { listingKeys } from '../../../shared/listings/listing-keys';

export type AddHallInput = { owner: string; fields: Record<string, unknown>; pictures: File[] };

/**
 * POST /hallProperty/add, multipart: the fields as text parts (location, facilities, food, cake
 * and day_min_attendees as JSON text), the pictures as repeated `pictures` parts, in the folder
 * `{owner}/hall/{random token}`.
 */
export const addHall = ({ owner, fields, pictures }: AddHallInput) =>
  callData<typeof hallContract.addHall>(
    { method: 'POST', path: '/hallProperty/add' },
    { body: listingUpload(owner, HALL_FOLDER_KIND, { ...fields, owner }, pictures) },
  );

export const useAddHall = () => useRefreshingMutation(addHall, { stale: () => [listingKeys.all] });
