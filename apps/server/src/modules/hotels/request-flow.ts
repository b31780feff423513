import { isExclusionViolation } from '../../db/errors';
import { aboutResolver } from '../notifications/about';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { requestFlow } from '../requests/engine';
import * as repo from './repository';

/*
 * Reserving a hotel room as a request flow (modules/requests/engine.ts). A reservation is its
 * own request (its cards are about it); the exclusion constraint hotel_reservations_no_overlap
 * is the guard: a write that would give one address two live reservations sharing a night
 * fails, and answers 'rented'.
 */
export const reservationFlow = requestFlow({
  kind: 'Hotel',
  rows: repo.reservationRows,
  listingOf: (db, res) => repo.findHotel(db, res.hotelId),
  collides: (err) => isExclusionViolation(err, repo.NO_OVERLAP_CONSTRAINT),
  noRequest: 'There is no such reservation',
  notYours: 'This reservation is not yours',
  expiry: {
    to: { status: 'declined', updatedValues: null },
    // counted from when it last became a request: a re-booked one is not declined for its past
    write: (tx, res, before) => repo.declineStaleReservation(tx, res.id, before),
    settles: [NOTIFICATION_TYPES.rentRequest],
  },
});

/**
 * Hotel notifications are about a reservation (one card per request): the inbox shows the
 * hotel's card with the reservation's id, status, dates, address and waiting update.
 */
export const hotelReservationAbout = aboutResolver(repo.reservationsByIds, (row) => ({
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
