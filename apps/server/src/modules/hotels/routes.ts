import type { FastifyInstance } from 'fastify';
import { hotelContract as contract, messages, updateRoomFields } from '@rentals/shared';
import { contractRoute } from '../../http/contract';
import { userBodyRoute } from '../users/request-user';
import { addListingRoute, updateListingRoute } from '../listings/form';
import { registerAboutResolver } from '../notifications/about';
import { hotelReservationRoutes } from './reservation-routes';
import { addRoom, getRoom, listRooms, rentUnrentRoom, updateRoom } from './rooms';
import { hotelListing } from './module';
import { hotelReservationAbout } from './request-flow';

/** Hotels, room types and reservations (spec 2 section 7 "Hotels", exact paths). */
export async function hotelRoutes(app: FastifyInstance) {
  registerAboutResolver(hotelReservationAbout);
  const { deps } = app;

  // find, add, update and delete, from its descriptor
  await hotelListing.routes(app);

  contractRoute(app, contract.listRooms, (request) => listRooms(deps, request.query));
  contractRoute(app, contract.getRoom, (request) => getRoom(deps, request.params.id));

  // Multipart: room fields, addresses (space-separated text or JSON array), facilities (JSON
  // text), hotel_id, folder, files `pictures` (1 to 10).
  addListingRoute(app, contract.addRoom, addRoom, messages.picturesMoreThan10, ['facilities']);

  // Multipart {room_id, folder, pictures?, updatedValues (JSON text)} or JSON.
  updateListingRoute(
    app,
    contract.updateRoom,
    updateRoomFields,
    (body) => body.room_id,
    updateRoom,
    messages.picturesMoreThan10,
  );

  userBodyRoute(app, contract.rentUnrentRoom, rentUnrentRoom);

  await app.register(hotelReservationRoutes);
}
