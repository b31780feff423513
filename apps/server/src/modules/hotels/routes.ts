import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hotelContract as contract,
  messages,
  updateHotelFields,
  updateRoomFields,
} from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { currentUser, requireUser } from '../users/request-user';
import { addListingHandler, deleteListingHandler, updateListingHandler } from '../listings/form';
import { registerHotelAbout } from './about';
import { hotelReservationRoutes } from './reservation-routes';
import { addRoom, getRoom, listRooms, rentUnrentRoom, updateRoom } from './rooms';
import { addHotel, deleteHotel, findHotelDetail, updateHotel } from './service';

/** Hotels, room types and reservations (spec 2 section 7 "Hotels", exact paths). */
export async function hotelRoutes(app: FastifyInstance) {
  registerHotelAbout();
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(contract.findHotel.path, { schema: schemaOf(contract.findHotel) }, async (request) =>
    ok(await findHotelDetail(deps, request.query.hotel_id, await currentUser(request))),
  );

  // Multipart: name, owner, contact, description, location and facilities (JSON text), folder,
  // files `pictures` (1 to 15).
  r.post(
    contract.addHotel.path,
    { schema: schemaOf(contract.addHotel), config: { uploads: true, idempotent: true } },
    addListingHandler(addHotel, messages.only15Images),
  );

  // Multipart {hotel_id, folder, pictures?, updatedValues (JSON text)} or JSON.
  r.post(
    contract.updateHotel.path,
    { schema: schemaOf(contract.updateHotel), config: { uploads: true } },
    updateListingHandler(
      updateHotelFields,
      (deps, actor, body, pictures) =>
        updateHotel(deps, actor, { hotelId: body.hotel_id, values: body.updatedValues, pictures }),
      messages.only15Images,
    ),
  );

  r.post(
    contract.deleteHotel.path,
    { schema: schemaOf(contract.deleteHotel) },
    deleteListingHandler(deleteHotel),
  );

  r.get(contract.listRooms.path, { schema: schemaOf(contract.listRooms) }, async (request) =>
    ok(await listRooms(deps, request.query)),
  );

  r.get(contract.getRoom.path, { schema: schemaOf(contract.getRoom) }, async (request) =>
    ok(await getRoom(deps, request.params.id)),
  );

  // Multipart: room fields, addresses (space-separated text or JSON array), facilities (JSON
  // text), hotel_id, folder, files `pictures` (1 to 10).
  r.post(
    contract.addRoom.path,
    { schema: schemaOf(contract.addRoom), config: { uploads: true, idempotent: true } },
    addListingHandler(addRoom, messages.picturesMoreThan10, ['facilities']),
  );

  // Multipart {room_id, folder, pictures?, updatedValues (JSON text)} or JSON.
  r.post(
    contract.updateRoom.path,
    { schema: schemaOf(contract.updateRoom), config: { uploads: true } },
    updateListingHandler(
      updateRoomFields,
      (deps, actor, body, pictures) =>
        updateRoom(deps, actor, { roomId: body.room_id, values: body.updatedValues, pictures }),
      messages.picturesMoreThan10,
    ),
  );

  r.post(
    contract.rentUnrentRoom.path,
    { schema: schemaOf(contract.rentUnrentRoom) },
    async (request) => ok(await rentUnrentRoom(deps, await requireUser(request), request.body)),
  );

  await app.register(hotelReservationRoutes);
}
