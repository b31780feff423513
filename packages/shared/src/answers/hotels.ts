import { z } from 'zod';
import { HOTEL_RESERVATION_STATUSES } from '../statuses';
import { ROOM_TYPES } from '../limits';
import { facilitiesAnswer, idAnswer, instantAnswer, locationAnswer } from './common';
import { rentingPropertyAnswer, rentingPropertyDetailAnswer } from './listings';

/** Answers of the hotel calls (spec 2 sections 3 and 7); ids are `_id` strings. */

/** A hotel as its owner and its edit form see it: a renting property of type 'Hotel'. */
export const hotelAnswer = rentingPropertyAnswer
  .extend({ type: z.literal('Hotel'), contact: z.string() })
  .meta({ id: 'Hotel' });

/** GET /hotels/hotel/id?hotel_id: the hotel with who owns it (like the property detail). */
export const hotelDetailAnswer = hotelAnswer
  .extend({
    ownerInfo: rentingPropertyDetailAnswer.shape.ownerInfo,
    verificationRequested: z.boolean(),
  })
  .meta({ id: 'HotelDetail' });

/** A room address (door) of a room type; `occupied` is the owner's rent/unrent flag. */
export const hotelRoomAddressAnswer = z
  .object({ _id: idAnswer, address: z.string(), occupied: z.boolean() })
  .meta({ id: 'HotelRoomAddress' });

/** A room type of a hotel with its addresses (spec 2 section 3 "Hotel room type"). */
export const hotelRoomAnswer = z
  .object({
    _id: idAnswer,
    hotel_id: idAnswer,
    type: z.enum(ROOM_TYPES),
    pictures: z.array(z.string()),
    facilities: facilitiesAnswer,
    addresses: z.array(hotelRoomAddressAnswer),
    capacity: z.number(),
    max_kids: z.number(),
    max_adults: z.number(),
    numberOfRooms: z.number(),
    area: z.number(),
    /** whole dollars per night for stays longer than min_stay_days */
    daily_rate: z.number(),
    /** whole dollars per night for stays of at most min_stay_days */
    short_stay_rate: z.number(),
    min_stay_days: z.number(),
    created_date: instantAnswer,
  })
  .meta({ id: 'HotelRoom' });

/**
 * One answer of GET /hotels/hotelRoomRentals/availableRooms: the room type with only the
 * addresses free for the whole range, and the stay's price computed as the server will charge it.
 */
export const availableRoomAnswer = hotelRoomAnswer
  .extend({ days: z.number(), nightly_rate: z.number(), price: z.number() })
  .meta({ id: 'AvailableRoom' });

/** What an edit of a reservation may change (stored as updated_values while a request waits). */
export const hotelReservationChangesAnswer = z
  .object({
    room_type: z.enum(ROOM_TYPES),
    room_address: z.string(),
    check_in: z.string(),
    check_out: z.string(),
    max_kids: z.number(),
    max_adults: z.number(),
  })
  .partial()
  .meta({ id: 'HotelReservationChanges' });

/** A reservation (spec 2 section 3 "Hotel reservation"); days are 'YYYY-MM-DD'. */
export const hotelReservationAnswer = z
  .object({
    _id: idAnswer,
    guest_id: idAnswer,
    hotel_id: idAnswer,
    room_id: idAnswer,
    address_id: idAnswer,
    room_address: z.string(),
    room_type: z.enum(ROOM_TYPES),
    check_in: z.string(),
    check_out: z.string(),
    /** kids and adults of the party */
    max_kids: z.number(),
    max_adults: z.number(),
    price: z.number(),
    status: z.enum(HOTEL_RESERVATION_STATUSES),
    /** a guest's waiting update request of a booked reservation, else null */
    updated_values: hotelReservationChangesAnswer.nullable(),
    created_date: instantAnswer,
    updated_date: instantAnswer,
  })
  .meta({ id: 'HotelReservation' });

/** A reservation in the owner's lists, wrapped as the spec says: {user, bookingList}. */
export const hotelBookingEntryAnswer = z
  .object({
    /** the guest; `contact` is their profile's number, for the hotel's owner only */
    user: z.object({
      _id: idAnswer,
      name: z.string(),
      picture: z.string(),
      email: z.string(),
      contact: z.string(),
    }),
    bookingList: hotelReservationAnswer,
  })
  .meta({ id: 'HotelBookingEntry' });

/** Lists the spec pages by number (page from 1, pageSize 10). */
export const hotelRoomsPageAnswer = z
  .object({ rooms: z.array(hotelRoomAnswer), totalPages: z.number().int() })
  .meta({ id: 'HotelRoomsPage' });
export const hotelBookingPageAnswer = z
  .object({ bookingList: z.array(hotelBookingEntryAnswer), totalPages: z.number().int() })
  .meta({ id: 'HotelBookingPage' });

/** GET /hotels/hotelRoomRentals/my-reservations: the guest's reservations with their hotel. */
export const myHotelReservationAnswer = z
  .object({
    hotel: z.object({
      _id: idAnswer,
      name: z.string(),
      pictures: z.array(z.string()),
      location: locationAnswer,
    }),
    reservation: hotelReservationAnswer,
  })
  .meta({ id: 'MyHotelReservation' });
export const myHotelReservationsPageAnswer = z
  .object({ reservations: z.array(myHotelReservationAnswer), totalPages: z.number().int() })
  .meta({ id: 'MyHotelReservationsPage' });

/** GET /hotels/hotelRoomRentals/summery: today's check-ins, booked and cancelled counts. */
export const hotelSummaryAnswer = z
  .object({ checkIn: z.number().int(), booked: z.number().int(), cancelled: z.number().int() })
  .meta({ id: 'HotelSummary' });

/** Outcome markers kept in `data` (spec 2 section 7). */
export const hotelBookingAnswer = z
  .object({ success: z.literal(true), data: z.enum(['success', 'rented']) })
  .meta({ id: 'HotelBookingOutcome', description: 'data is itself {success, data} (spec)' });
export const hotelUpdateAnswer = z.enum(['success', 'rented', 'unchanged']);
export const hotelRebookAnswer = z.enum(['success', 'error', 'rented']);
export const hotelTerminationRequestAnswer = z.enum(['success', 'existed']);
