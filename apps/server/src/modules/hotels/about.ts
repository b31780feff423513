import { aboutResolver, registerAboutResolver } from '../notifications/about';
import { reservationsByIds } from './repository';

/**
 * Hotel notifications are about a reservation (one card per request): the inbox shows the
 * hotel's card with the reservation's id, status, dates, address and waiting update.
 */
export const hotelReservationAbout = aboutResolver(reservationsByIds, (row) => ({
  listingId: row.hotelId,
  extra: {
    reservation_id: row.id,
    reservation_status: row.status,
    check_in: row.checkIn,
    check_out: row.checkOut,
    room_address: row.roomAddress,
    room_type: row.roomType,
    updated_values: row.updatedValues ?? null,
  },
}));

export const registerHotelAbout = () => registerAboutResolver(hotelReservationAbout);
