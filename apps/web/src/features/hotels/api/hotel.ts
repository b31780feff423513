import { useQuery } from '@tanstack/react-query';
import type { hotelContract } from '@rentals/shared';
import { storedNowOptions, useStoredNow } from '../../../shared/api/call-query';

/** GET /hotels/hotel/id?hotel_id: the hotel with its owner; 404 when unknown. */
export const useHotel = (hotelId: string) =>
  useStoredNow<typeof hotelContract.findHotel>(
    ['hotel-forms', 'hotel', hotelId],
    { method: 'GET', path: '/hotels/hotel/id' },
    { query: { hotel_id: hotelId } },
  );

/** GET /hotels/hotelRooms/get-room/{id}: one room type with its addresses. */
export const useRoom = (roomId: string) =>
  useQuery({
    ...storedNowOptions<typeof hotelContract.getRoom>(
      ['hotel-forms', 'room', roomId],
      { method: 'GET', path: '/hotels/hotelRooms/get-room/:id' },
      { params: { id: roomId } },
    ),
    enabled: roomId !== '',
  });
