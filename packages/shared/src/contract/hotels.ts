import { PICTURE_LIMITS } from '../limits';
import {
  acceptReservationBody,
  addHotelFields,
  addRoomFields,
  availableRoomsQuery,
  bookingBody,
  cancelReservationBody,
  declineReservationBody,
  hotelDeleteBody,
  hotelIdQuery,
  hotelPageQuery,
  myReservationsQuery,
  rebookBody,
  rentUnrentRoomBody,
  requestReservationUpdateBody,
  reservationIdBody,
  reservationIdQuery,
  reservationUpdateDeclineBody,
  roomParams,
  updateHotelFields,
  updateReservationBody,
  updateRoomFields,
} from '../schemas/hotels';
import {
  availableRoomAnswer,
  hotelAnswer,
  hotelBookingAnswer,
  hotelBookingPageAnswer,
  hotelDetailAnswer,
  hotelRebookAnswer,
  hotelReservationAnswer,
  hotelRoomAnswer,
  hotelRoomsPageAnswer,
  hotelSummaryAnswer,
  hotelTerminationRequestAnswer,
  hotelUpdateAnswer,
  myHotelReservationsPageAnswer,
} from '../answers/hotels';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';
import { z } from 'zod';

/** Hotels, room types and reservations (spec 2 section 7 "Hotels", exact paths). */
const tag = 'Hotels';
const success = apiSuccess(z.literal('success'));

// Hotels

export const findHotel = defineRoute({
  method: 'GET',
  path: '/hotels/hotel/id',
  summary: 'One hotel with its owner card',
  tag,
  access: 'public',
  querystring: hotelIdQuery,
  answer: apiSuccess(hotelDetailAnswer),
});

export const addHotel = defineRoute({
  method: 'POST',
  path: '/hotels/add',
  summary: 'Add a hotel (multipart: location and facilities as JSON text, 1 to 15 pictures)',
  tag,
  access: 'user',
  multipart: {
    fields: addHotelFields,
    files: { field: 'pictures', ...PICTURE_LIMITS.hotel },
  },
  answer: apiSuccess(hotelAnswer),
});

export const updateHotel = defineRoute({
  method: 'POST',
  path: '/hotels/update',
  summary: 'Change a hotel (multipart {hotel_id, folder, pictures?, updatedValues} or JSON)',
  description:
    'Multipart with updatedValues as JSON text, or the same fields as JSON. Uploaded pictures, ' +
    'when sent, replace them all.',
  tag,
  access: 'user',
  multipart: {
    fields: updateHotelFields,
    files: { field: 'pictures', min: 0, max: PICTURE_LIMITS.hotel.max },
  },
  answer: apiSuccess(hotelAnswer),
});

export const deleteHotel = defineRoute({
  method: 'POST',
  path: '/hotels/delete',
  summary: 'Delete a hotel with its rooms',
  tag,
  access: 'user',
  body: hotelDeleteBody,
  answer: success,
});

// Room types

export const listRooms = defineRoute({
  method: 'GET',
  path: '/hotels/hotelRooms/rooms',
  summary: "A hotel's room types, paged by number",
  tag,
  access: 'public',
  querystring: hotelPageQuery,
  answer: apiSuccess(hotelRoomsPageAnswer),
});

export const getRoom = defineRoute({
  method: 'GET',
  path: '/hotels/hotelRooms/get-room/:id',
  summary: 'One room type with its addresses',
  tag,
  access: 'public',
  params: roomParams,
  answer: apiSuccess(hotelRoomAnswer),
});

export const addRoom = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRooms/add',
  summary: 'Add a room type (multipart: addresses and facilities as JSON text, 1 to 10 pictures)',
  tag,
  access: 'user',
  multipart: {
    fields: addRoomFields,
    files: { field: 'pictures', ...PICTURE_LIMITS.room },
  },
  answer: apiSuccess(hotelRoomAnswer),
});

export const updateRoom = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRooms/update-room',
  summary: 'Change a room type (multipart {room_id, folder, pictures?, updatedValues} or JSON)',
  description:
    'Multipart with updatedValues as JSON text, or the same fields as JSON. `addresses` is the ' +
    'full new list; uploaded pictures, when sent, replace them all.',
  tag,
  access: 'user',
  multipart: {
    fields: updateRoomFields,
    files: { field: 'pictures', min: 0, max: PICTURE_LIMITS.room.max },
  },
  answer: apiSuccess(hotelRoomAnswer),
});

export const rentUnrentRoom = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRooms/rent-unrent-room',
  summary: 'The owner marks a room address occupied or free',
  tag,
  access: 'user',
  body: rentUnrentRoomBody,
  answer: apiSuccess(hotelRoomAnswer),
});

// Availability and reservations

export const availableRooms = defineRoute({
  method: 'GET',
  path: '/hotels/hotelRoomRentals/availableRooms',
  summary: 'Room types with addresses free for the whole stay, priced',
  tag,
  access: 'public',
  querystring: availableRoomsQuery,
  answer: apiSuccess(z.array(availableRoomAnswer)),
});

export const bookRoom = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/booking/add',
  summary: 'Request a reservation (data is itself {success, data: success | rented})',
  tag,
  access: 'user',
  body: bookingBody,
  answer: apiSuccess(hotelBookingAnswer),
});

export const getReservation = defineRoute({
  method: 'GET',
  path: '/hotels/hotelRoomRentals/get-reservation',
  summary: 'One reservation, for its guest or the hotel owner',
  tag,
  access: 'user',
  querystring: reservationIdQuery,
  answer: apiSuccess(hotelReservationAnswer),
});

export const myReservations = defineRoute({
  method: 'GET',
  path: '/hotels/hotelRoomRentals/my-reservations',
  summary: "The guest's reservations with their hotel, paged by number",
  tag,
  access: 'user',
  querystring: myReservationsQuery,
  answer: apiSuccess(myHotelReservationsPageAnswer),
});

export const acceptReservation = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/accept-reservation',
  summary: 'The owner accepts a pending reservation',
  tag,
  access: 'user',
  body: acceptReservationBody,
  answer: success,
});

export const declineReservation = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/decline-reservation-request',
  summary: 'The owner declines a pending reservation',
  tag,
  access: 'user',
  body: declineReservationBody,
  answer: success,
});

export const updateReservation = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/update-reservation',
  summary: 'Apply an edit of a pending reservation, or the owner accepts an update request',
  tag,
  access: 'user',
  body: updateReservationBody,
  answer: apiSuccess(hotelUpdateAnswer),
});

export const requestReservationUpdate = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/request-reservation-update',
  summary: 'The guest asks the owner to change a booked reservation',
  tag,
  access: 'user',
  body: requestReservationUpdateBody,
  answer: apiSuccess(hotelUpdateAnswer),
});

export const declineReservationUpdate = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/reservation-update-decline',
  summary: "The owner declines a guest's update request",
  tag,
  access: 'user',
  body: reservationUpdateDeclineBody,
  answer: success,
});

export const terminateReservation = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/terminate-reservation',
  summary: 'The owner ends a reservation (accepting its termination request)',
  tag,
  access: 'user',
  body: reservationIdBody,
  answer: success,
});

export const requestTermination = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/cancel-reservation-request',
  summary: 'The guest asks the owner to end a booked reservation',
  tag,
  access: 'user',
  body: reservationIdBody,
  answer: apiSuccess(hotelTerminationRequestAnswer),
});

export const cancelReservation = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/cancel-reservation',
  summary: 'Cancel a live reservation',
  tag,
  access: 'user',
  body: cancelReservationBody,
  answer: success,
});

export const rebookReservation = defineRoute({
  method: 'POST',
  path: '/hotels/hotelRoomRentals/re-book-hotel-room',
  summary: 'Make a reservation live again for new dates',
  tag,
  access: 'user',
  body: rebookBody,
  answer: apiSuccess(hotelRebookAnswer),
});

export const hotelSummary = defineRoute({
  method: 'GET',
  path: '/hotels/hotelRoomRentals/summery',
  summary: "Today's check-ins, booked and cancelled counts of a hotel (owner)",
  tag,
  access: 'user',
  querystring: hotelIdQuery,
  answer: apiSuccess(hotelSummaryAnswer),
});

export const upcomingBookingList = defineRoute({
  method: 'GET',
  path: '/hotels/hotelRoomRentals/upcoming-booking-list',
  summary: "A hotel's upcoming reservations with their guests (owner), paged by number",
  tag,
  access: 'user',
  querystring: hotelPageQuery,
  answer: apiSuccess(hotelBookingPageAnswer),
});

export const bookingList = defineRoute({
  method: 'GET',
  path: '/hotels/hotelRoomRentals/booking-list',
  summary: "A hotel's reservations with their guests (owner), paged by number",
  tag,
  access: 'user',
  querystring: hotelPageQuery,
  answer: apiSuccess(hotelBookingPageAnswer),
});
