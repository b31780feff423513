import type { HotelBookingPage, HotelSummary, MyHotelReservationsPage } from '@rentals/shared';
import type { Deps } from '../../deps';
import type { UserRow } from '../users/repository';
import { authorize, mustExist } from '../listings/policy';
import { presentBooking, presentMyReservation, totalPages } from './presenter';
import * as repo from './repository';
import { today } from '../listings/holds';

/*
 * The owner's dashboard lists and the guest's own reservations. Booked stays whose check-out
 * has passed are marked completed before they are read.
 */

async function ownersHotel(deps: Deps, actor: UserRow, hotelId: string) {
  const hotel = mustExist(await repo.findHotel(deps.db, hotelId));
  authorize(actor, 'manage', 'Hotel', hotel);
  await repo.completePastStays(deps.db, { hotelId: hotel.id }, today());
  return hotel;
}

/** GET .../summery: live check-ins today, booked and cancelled reservations. */
export async function hotelSummary(
  deps: Deps,
  actor: UserRow,
  hotelId: string,
): Promise<HotelSummary> {
  const hotel = await ownersHotel(deps, actor, hotelId);
  return repo.summaryOfHotel(deps.db, hotel.id, today());
}

/**
 * GET .../upcoming-booking-list (pending or booked, ending today or later, by check-in) and
 * .../booking-list (every reservation, newest first), pages of {user, bookingList}.
 */
export async function bookingList(
  deps: Deps,
  actor: UserRow,
  query: { hotel_id: string; page: number; pageSize: number },
  upcoming: boolean,
): Promise<HotelBookingPage> {
  const hotel = await ownersHotel(deps, actor, query.hotel_id);
  const { rows, total } = await repo.bookingsOfHotel(deps.db, hotel.id, {
    upcomingFrom: upcoming ? today() : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { bookingList: rows.map(presentBooking), totalPages: totalPages(total, query.pageSize) };
}

/** GET .../my-reservations: the signed-in guest's reservations with their hotels, newest first. */
export async function myReservations(
  deps: Deps,
  actor: UserRow,
  query: { page: number; pageSize: number },
): Promise<MyHotelReservationsPage> {
  await repo.completePastStays(deps.db, { guestId: actor.id }, today());
  const { rows, total } = await repo.reservationsOfGuest(deps.db, actor.id, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    reservations: rows.map(presentMyReservation),
    totalPages: totalPages(total, query.pageSize),
  };
}
