import { queryOptions, useQuery } from '@tanstack/react-query';
import type { hotelContract, ratingsContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { callData } from '../../../shared/api/client';
import { orMissing } from '../../../shared/api/missing';
import { hotelKeys } from './hotel-keys';

/** GET /hotels/hotel/id?hotel_id: the hotel with its owner; 404 when unknown. */
export const fetchHotel = (hotelId: string) =>
  callData<typeof hotelContract.findHotel>(
    { method: 'GET', path: '/hotels/hotel/id' },
    { query: { hotel_id: hotelId } },
  );

/** Null when there is no such hotel. Keyed by the user too: signing in changes what the detail holds (the owner's contact). */
export const hotelQueryOptions = (hotelId: string, userId: string) =>
  queryOptions({
    queryKey: [...hotelKeys.hotel(hotelId), 'detail', userId],
    queryFn: () => orMissing(fetchHotel(hotelId)),
  });

export const useHotel = (hotelId: string, userId: string) =>
  useQuery(hotelQueryOptions(hotelId, userId));

/**
 * GET /ratingsAndReviews/findPropertyRatings: the stars and count beside the name. Under the
 * ratings area's key, so the page's ratings block shares the one call.
 */
export const useHotelRating = (hotelId: string) =>
  useQuery(
    callQueryOptions<typeof ratingsContract.propertyRatings>(
      ['ratings', hotelId, 'summary'],
      { method: 'GET', path: '/ratingsAndReviews/findPropertyRatings' },
      { query: { propertyId: hotelId } },
    ),
  );
