import type { FastifyInstance } from 'fastify';
import { hotelContract as contract } from '@rentals/shared';
import { contractRoute } from '../../http/contract';
import { routesChange } from '../../http/public-cache';
import { userBodyRoute, userBodyRoutes, userRoute } from '../users/request-user';
import { bookingList, hotelSummary, myReservations } from './bookings';
import {
  acceptReservation,
  bookRoom,
  cancelReservation,
  declineReservation,
  declineReservationUpdate,
  getReservation,
  rebookReservation,
  requestReservationUpdate,
  requestTermination,
  terminateReservation,
  updateReservation,
} from './reservations';
import { availableRooms } from './rooms';

/** Availability, reservations and the owner's lists (spec 2 section 7 "Hotels"). */
export async function hotelReservationRoutes(app: FastifyInstance) {
  const { deps } = app;
  // A reservation changes who holds a room when, not the hotel: the public lists stay cached.
  routesChange(app, ['bookings']);

  contractRoute(app, contract.availableRooms, (req) => availableRooms(deps, req.query));

  // data is itself {success, data: 'success' | 'rented'} (spec: data.success, data.data).
  userBodyRoute(app, contract.bookRoom, bookRoom, { idempotent: true });
  userRoute(app, contract.getReservation, (actor, req) =>
    getReservation(deps, actor, req.query.id),
  );
  userRoute(app, contract.myReservations, (actor, req) => myReservations(deps, actor, req.query));

  // The owner's answers and the guest's changes, each a service of the same name.
  userBodyRoutes(app, contract, {
    acceptReservation,
    declineReservation,
    updateReservation,
    requestReservationUpdate,
    declineReservationUpdate,
    terminateReservation,
    requestTermination,
    cancelReservation,
    rebookReservation,
  });

  userRoute(app, contract.hotelSummary, (actor, req) =>
    hotelSummary(deps, actor, req.query.hotel_id),
  );
  userRoute(app, contract.upcomingBookingList, (actor, req) =>
    bookingList(deps, actor, req.query, true),
  );
  userRoute(app, contract.bookingList, (actor, req) => bookingList(deps, actor, req.query, false));
}
