import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptReservationBody,
  availableRoomsQuery,
  bookingBody,
  cancelReservationBody,
  declineReservationBody,
  hotelIdQuery,
  hotelPageQuery,
  myReservationsQuery,
  rebookBody,
  requestReservationUpdateBody,
  reservationIdBody,
  reservationIdQuery,
  reservationUpdateDeclineBody,
  updateReservationBody,
} from '@rentals/shared';
import { ok } from '../../http/envelope';
import { requireUser } from '../auth/sessions';
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

const BASE = '/hotels/hotelRoomRentals';

/** Availability, reservations and the owner's lists (spec 2 section 7 "Hotels"). */
export async function hotelReservationRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${BASE}/availableRooms`, { schema: { querystring: availableRoomsQuery } }, async (req) =>
    ok(await availableRooms(deps, req.query)),
  );

  // data is itself {success, data: 'success' | 'rented'} (spec: data.success, data.data).
  r.post(`${BASE}/booking/add`, { schema: { body: bookingBody } }, async (req) =>
    ok(await bookRoom(deps, await requireUser(req), req.body)),
  );

  r.get(`${BASE}/get-reservation`, { schema: { querystring: reservationIdQuery } }, async (req) =>
    ok(await getReservation(deps, await requireUser(req), req.query.id)),
  );

  r.get(`${BASE}/my-reservations`, { schema: { querystring: myReservationsQuery } }, async (req) =>
    ok(await myReservations(deps, await requireUser(req), req.query)),
  );

  r.post(`${BASE}/accept-reservation`, { schema: { body: acceptReservationBody } }, async (req) =>
    ok(await acceptReservation(deps, await requireUser(req), req.body)),
  );

  r.post(
    `${BASE}/decline-reservation-request`,
    { schema: { body: declineReservationBody } },
    async (req) => ok(await declineReservation(deps, await requireUser(req), req.body)),
  );

  r.post(`${BASE}/update-reservation`, { schema: { body: updateReservationBody } }, async (req) =>
    ok(await updateReservation(deps, await requireUser(req), req.body)),
  );

  r.post(
    `${BASE}/request-reservation-update`,
    { schema: { body: requestReservationUpdateBody } },
    async (req) => ok(await requestReservationUpdate(deps, await requireUser(req), req.body)),
  );

  r.post(
    `${BASE}/reservation-update-decline`,
    { schema: { body: reservationUpdateDeclineBody } },
    async (req) => ok(await declineReservationUpdate(deps, await requireUser(req), req.body)),
  );

  r.post(`${BASE}/terminate-reservation`, { schema: { body: reservationIdBody } }, async (req) =>
    ok(await terminateReservation(deps, await requireUser(req), req.body)),
  );

  r.post(
    `${BASE}/cancel-reservation-request`,
    { schema: { body: reservationIdBody } },
    async (req) => ok(await requestTermination(deps, await requireUser(req), req.body)),
  );

  r.post(`${BASE}/cancel-reservation`, { schema: { body: cancelReservationBody } }, async (req) =>
    ok(await cancelReservation(deps, await requireUser(req), req.body)),
  );

  r.post(`${BASE}/re-book-hotel-room`, { schema: { body: rebookBody } }, async (req) =>
    ok(await rebookReservation(deps, await requireUser(req), req.body)),
  );

  r.get(`${BASE}/summery`, { schema: { querystring: hotelIdQuery } }, async (req) =>
    ok(await hotelSummary(deps, await requireUser(req), req.query.hotel_id)),
  );

  r.get(`${BASE}/upcoming-booking-list`, { schema: { querystring: hotelPageQuery } }, async (req) =>
    ok(await bookingList(deps, await requireUser(req), req.query, true)),
  );

  r.get(`${BASE}/booking-list`, { schema: { querystring: hotelPageQuery } }, async (req) =>
    ok(await bookingList(deps, await requireUser(req), req.query, false)),
  );
}
