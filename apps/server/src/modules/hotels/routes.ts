import type { FastifyInstance } from 'fastify';
import {
  hotelContract as contract,
  messages,
  updateHotelFields,
  updateRoomFields,
} from '@rentals/shared';
import { contractRoute } from '../../http/contract';
import { currentUser, userBodyRoute } from '../users/request-user';
import { addListingRoute, deleteListingRoute, updateListingRoute } from '../listings/form';
import { registerHotelAbout } from './about';
import { hotelReservationRoutes } from './reservation-routes';
import { addRoom, getRoom, listRooms, rentUnrentRoom, updateRoom } from './rooms';
import { addHotel, deleteHotel, findHotelDetail, updateHotel } from './service';

/** Hotels, room types and reservations (spec 2 section 7 "Hotels", exact paths). */
export async function hotelRoutes(app: FastifyInstance) {
  registerHotelAbout();
  const { deps } = app;

  contractRoute(app, contract.findHotel, async (request) =>
    findHotelDetail(deps, request.query.hotel_id, await currentUser(request)),
  );

  // Multipart: name, owner, contact, description, location and facilities (JSON text), folder,
  // files `pictures` (1 to 15).
  addListingRoute(app, contract.addHotel, addHotel, messages.only15Images);

  // Multipart {hotel_id, folder, pictures?, updatedValues (JSON text)} or JSON.
  updateListingRoute(
    app,
    contract.updateHotel,
    updateHotelFields,
    (body) => body.hotel_id,
    updateHotel,
    messages.only15Images,
  );

  deleteListingRoute(app, contract.deleteHotel, deleteHotel);

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
