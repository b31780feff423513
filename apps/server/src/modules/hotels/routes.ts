import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hotelDeleteBody,
  hotelIdQuery,
  hotelPageQuery,
  messages,
  rentUnrentRoomBody,
  roomParams,
  updateHotelFields,
  updateRoomFields,
} from '@rentals/shared';
import { ok } from '../../http/envelope';
import { parseOrThrow } from '../../http/validate';
import { currentUser, requireUser } from '../auth/sessions';
import { registerListingSource } from '../listings/registry';
import { readPropertyForm } from '../properties/pictures';
import { registerHotelAbout } from './about';
import { hotelReservationRoutes } from './reservation-routes';
import { addRoom, getRoom, listRooms, rentUnrentRoom, updateRoom } from './rooms';
import { addHotel, deleteHotel, findHotelDetail, hotelSource, updateHotel } from './service';

/** Hotels, room types and reservations (spec 2 section 7 "Hotels", exact paths). */
export async function hotelRoutes(app: FastifyInstance) {
  registerListingSource(hotelSource);
  registerHotelAbout();
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/hotels/hotel/id', { schema: { querystring: hotelIdQuery } }, async (request) =>
    ok(await findHotelDetail(deps, request.query.hotel_id, await currentUser(request))),
  );

  // Multipart: name, owner, contact, description, location and facilities (JSON text), folder,
  // files `pictures` (1 to 15).
  r.post('/hotels/add', { config: { uploads: true } }, async (request) => {
    const actor = await requireUser(request);
    const form = await readPropertyForm(request, ['location', 'facilities'], messages.only15Images);
    return ok(await addHotel(deps, actor, form));
  });

  // Multipart {hotel_id, folder, pictures?, updatedValues (JSON text)} or JSON.
  r.post('/hotels/update', { config: { uploads: true } }, async (request) => {
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
  });

  r.post('/hotels/delete', { schema: { body: hotelDeleteBody } }, async (request) => {
    const actor = await requireUser(request);
    return ok(await deleteHotel(deps, actor, request.body.propertyId));
  });

  r.get('/hotels/hotelRooms/rooms', { schema: { querystring: hotelPageQuery } }, async (request) =>
    ok(await listRooms(deps, request.query)),
  );

  r.get('/hotels/hotelRooms/get-room/:id', { schema: { params: roomParams } }, async (request) =>
    ok(await getRoom(deps, request.params.id)),
  );

  // Multipart: room fields, addresses (space-separated text or JSON array), facilities (JSON
  // text), hotel_id, folder, files `pictures` (1 to 10).
  r.post('/hotels/hotelRooms/add', { config: { uploads: true } }, async (request) => {
    const actor = await requireUser(request);
    const form = await readPropertyForm(request, ['facilities'], messages.picturesMoreThan10);
    return ok(await addRoom(deps, actor, form));
  });

  // Multipart {room_id, folder, pictures?, updatedValues (JSON text)} or JSON.
  r.post('/hotels/hotelRooms/update-room', { config: { uploads: true } }, async (request) => {
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
  });

  r.post(
    '/hotels/hotelRooms/rent-unrent-room',
    { schema: { body: rentUnrentRoomBody } },
    async (request) => ok(await rentUnrentRoom(deps, await requireUser(request), request.body)),
  );

  await app.register(hotelReservationRoutes);
}
