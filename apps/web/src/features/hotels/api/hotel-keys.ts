import { listingKeys } from '../../../shared/listings/listing-keys';

/**
 * Every hotel query sits under ['listings'], so a reservation, an answer or an edit refreshes
 * the hotel's pages and the grids with one invalidation.
 */
export const hotelKeys = {
  available: (hotelId: string, search: object) =>
    [...listingKeys.all, 'hotel', hotelId, 'available', search] as const,
  rooms: (hotelId: string, page: number) =>
    [...listingKeys.all, 'hotel', hotelId, 'rooms', page] as const,
  summary: (hotelId: string) => [...listingKeys.all, 'hotel', hotelId, 'summary'] as const,
  bookings: (hotelId: string, list: string, page: number) =>
    [...listingKeys.all, 'hotel', hotelId, list, page] as const,
  reservation: (reservationId: string) =>
    [...listingKeys.all, 'hotel-reservation', reservationId] as const,
  room: (roomId: string) => [...listingKeys.all, 'hotel-room', roomId] as const,
  mine: (page: number) => [...listingKeys.all, 'hotel-reservations', 'mine', page] as const,
};

/**
 * After a booking or an answer about a stay, even a refused one (the room was taken meanwhile),
 * the lists, the tiles and the availability are fetched again, behind the call.
 */
export const STAY_CHANGED = {
  stale: () => [listingKeys.all],
  after: 'settled',
  inBackground: true,
} as const;
