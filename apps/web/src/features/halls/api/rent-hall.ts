import {
  HALL_EVENT_FOLDER_KIND,
  type hallContract,
  type HallEventInfoInput,
} from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { uploadFolder } from '../../../shared/forms/multipart';
import { useHallEventMutation } from './event-actions';

export type RentHallInput = {
  hallId: string;
  ownerId: string;
  multiRentalAllowed: boolean;
  /** the signed-in user, or the user the owner found by e-mail (booked at once) */
  userId: string;
  /** who sends: the signed-in user */
  from: string;
  contact: string;
  district: string;
  eventInfo: HallEventInfoInput;
  cakePicture: File | null;
};

/**
 * POST /hallEvents/rent, multipart: folder, image (the cake picture), userId, contact, district,
 * multiRentalAllowed, event_info, hall_id, notification. 'already-booked' when the day or time
 * is taken.
 */
export async function rentHall(input: RentHallInput) {
  const form = new FormData();
  const fields: Record<string, string> = {
    folder: uploadFolder(input.from, HALL_EVENT_FOLDER_KIND),
    userId: input.userId,
    contact: input.contact,
    district: input.district,
    multiRentalAllowed: String(input.multiRentalAllowed),
    event_info: JSON.stringify(input.eventInfo),
    hall_id: input.hallId,
    notification: JSON.stringify({
      from: input.from,
      notifier: input.ownerId,
      type: 'rent-request',
    }),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (input.cakePicture) form.append('image', input.cakePicture);
  return callData<typeof hallContract.rentHall>(
    { method: 'POST', path: '/hallEvents/rent' },
    { body: form },
  );
}

/** Afterwards the hall's calendars and event lists are fetched again. */
export const useRentHall = () => useHallEventMutation(rentHall);
