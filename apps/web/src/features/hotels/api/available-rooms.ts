import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { hotelContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import type { StaySearch } from '../components/stay-search';
import { hotelKeys } from './hotel-keys';

/**
 * GET /hotels/hotelRoomRentals/availableRooms: the room types with an address free for the
 * whole stay and room for the party; each holds only its free addresses and the stay's price.
 */
export async function fetchAvailableRooms(hotelId: string, search: StaySearch) {
  const query = {
    hotel_id: hotelId,
    check_in: search.check_in,
    check_out: search.check_out,
    adults: search.adults,
    kids: search.kids,
  };
  return callData<typeof hotelContract.availableRooms>(
    { method: 'GET', path: '/hotels/hotelRoomRentals/availableRooms' },
    { query },
  );
}

export const useAvailableRooms = (hotelId: string, search: StaySearch | null) =>
  useQuery({
    ...queryOptions({
      queryKey: hotelKeys.available(hotelId, search ?? {}),
      queryFn: () => fetchAvailableRooms(hotelId, search as StaySearch),
      placeholderData: keepPreviousData,
    }),
    enabled: search !== null,
  });
