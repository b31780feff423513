import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { requireUser } from '../users/request-user';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(contract.availableRooms.path, { schema: schemaOf(contract.availableRooms) }, async (req) =>
    ok(await availableRooms(deps, req.query)),
  );

  // data is itself {success, data: 'success' | 'rented'} (spec: data.success, data.data).
  r.post(
    contract.bookRoom.path,
    { schema: schemaOf(contract.bookRoom), config: { idempotent: true } },
    async (req) => ok(await bookRoom(deps, await requireUser(req), req.body)),
  );

  r.get(contract.getReservation.path, { schema: schemaOf(contract.getReservation) }, async (req) =>
    ok(await getReservation(deps, await requireUser(req), req.query.id)),
  );

  r.get(contract.myReservations.path, { schema: schemaOf(contract.myReservations) }, async (req) =>
    ok(await myReservations(deps, await requireUser(req), req.query)),
  );

  r.post(
    contract.acceptReservation.path,
    { schema: schemaOf(contract.acceptReservation) },
    async (req) => ok(await acceptReservation(deps, await requireUser(req), req.body)),
  );

  r.post(
    contract.declineReservation.path,
    { schema: schemaOf(contract.declineReservation) },
    async (req) => ok(await declineReservation(deps, await requireUser(req), req.body)),
  );

  r.post(
    contract.updateReservation.path,
    { schema: schemaOf(contract.updateReservation) },
    async (req) => ok(await updateReservation(deps, await requireUser(req), req.body)),
  );

  r.post(
    contract.requestReservationUpdate.path,
    { schema: schemaOf(contract.requestReservationUpdate) },
    async (req) => ok(await requestReservationUpdate(deps, await requireUser(req), req.body)),
  );

  r.post(
    contract.declineReservationUpdate.path,
    { schema: schemaOf(contract.declineReservationUpdate) },
    async (req) => ok(await declineReservationUpdate(deps, await requireUser(req), req.body)),
  );

  r.post(
    contract.terminateReservation.path,
    { schema: schemaOf(contract.terminateReservation) },
    async (req) => ok(await terminateReservation(deps, await requireUser(req), req.body)),
  );

  r.post(
    contract.requestTermination.path,
    { schema: schemaOf(contract.requestTermination) },
    async (req) => ok(await requestTermination(deps, await requireUser(req), req.body)),
  );

  r.post(
    contract.cancelReservation.path,
    { schema: schemaOf(contract.cancelReservation) },
    async (req) => ok(await cancelReservation(deps, await requireUser(req), req.body)),
  );

  r.post(
    contract.rebookReservation.path,
    { schema: schemaOf(contract.rebookReservation) },
    async (req) => ok(await rebookReservation(deps, await requireUser(req), req.body)),
  );

  r.get(contract.hotelSummary.path, { schema: schemaOf(contract.hotelSummary) }, async (req) =>
    ok(await hotelSummary(deps, await requireUser(req), req.query.hotel_id)),
  );

  r.get(
    contract.upcomingBookingList.path,
    { schema: schemaOf(contract.upcomingBookingList) },
    async (req) => ok(await bookingList(deps, await requireUser(req), req.query, true)),
  );

  r.get(contract.bookingList.path, { schema: schemaOf(contract.bookingList) }, async (req) =>
    ok(await bookingList(deps, await requireUser(req), req.query, false)),
  );
}
