import type { BookingBody, hotelContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { STAY_CHANGED } from './hotel-keys';

export type BookRoomInput = Omit<BookingBody, 'price' | 'status' | 'notification'> & {
  price: number;
  status: 'pending';
  notification: { from: string; notifier: string; type: 'rent-request' };
};

/**
 * POST /hotels/hotelRoomRentals/booking/add: the envelope's data is itself {success, data}, with
 * 'success' or 'rented' (the address was taken meanwhile). The server prices the stay again.
 */
export const bookRoom = async (body: BookRoomInput) =>
  (
    await call<typeof hotelContract.bookRoom>(
      { method: 'POST', path: '/hotels/hotelRoomRentals/booking/add' },
      { body },
    )
  ).data.data;

export const useBookRoom = () => useRefreshingMutation(bookRoom, STAY_CHANGED);
