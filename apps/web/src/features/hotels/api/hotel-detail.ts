import { useQuery } from '@tanstack/react-query';
import type { hotelContract, ratingsContract } from '@rentals/shared';
import { callQueryOptions, listingDetailOptions } from '../../../shared/api/call-query';

/** GET /hotels/hotel/id?hotel_id: the hotel with its owner; null when there is no such hotel. */
export const hotelQueryOptions = listingDetailOptions<typeof hotelContract.findHotel>(
  'Hotel',
  { method: 'GET', path: '/hotels/hotel/id' },
  (hotelId) => ({ query: { hotel_id: hotelId } }),
);

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
