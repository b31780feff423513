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
import { parseOrThrow } from '../../http/validate';
import { currentUser, requireUser } from '../users/request-user';
import { readPropertyForm } from '../properties/pictures';
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
    async (request) => {
      const actor = await requireUser(request);
      const form = await readPropertyForm(
        request,
        ['location', 'facilities'],
        messages.only15Images,
      );
      return ok(await addHotel(deps, actor, form));
    },
  );

  // Multipart {hotel_id, folder, pictures?, updatedValues (JSON text)} or JSON.
  r.post(
    contract.updateHotel.path,
    { schema: schemaOf(contract.updateHotel), config: { uploads: true } },
    async (request) => {
      const actor = await requireUser(request);
      const form = await readPropertyForm(request, ['updatedValues'], messages.only15Images);
      const body = parseOrThrow(updateHotelFields, form.fields);
      return ok(
        await updateHotel(deps, actor, {
          hotelId: body.hotel_id,
          values: body.updatedValues,
          pictures: form.pictures,
        }),
      );
    },
  );

  r.post(contract.deleteHotel.path, { schema: schemaOf(contract.deleteHotel) }, async (request) => {
    const actor = await requireUser(request);
    return ok(await deleteHotel(deps, actor, request.body.propertyId));
  });

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
    async (request) => {
      const actor = await requireUser(request);
      const form = await readPropertyForm(request, ['facilities'], messages.picturesMoreThan10);
      return ok(await addRoom(deps, actor, form));
    },
  );

  // Multipart {room_id, folder, pictures?, updatedValues (JSON text)} or JSON.
  r.post(
    contract.updateRoom.path,
    { schema: schemaOf(contract.updateRoom), config: { uploads: true } },
    async (request) => {
      const actor = await requireUser(request);
      const form = await readPropertyForm(request, ['updatedValues'], messages.picturesMoreThan10);
      const body = parseOrThrow(updateRoomFields, form.fields);
      return ok(
        await updateRoom(deps, actor, {
          roomId: body.room_id,
          values: body.updatedValues,
          pictures: form.pictures,
        }),
      );
    },
  );

  r.post(
    contract.rentUnrentRoom.path,
    { schema: schemaOf(contract.rentUnrentRoom) },
    async (request) => ok(await rentUnrentRoom(deps, await requireUser(request), request.body)),
  );

  await app.register(hotelReservationRoutes);
}
