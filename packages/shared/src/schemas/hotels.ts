import { z } from 'zod';
import { parseRoomAddresses } from '../hotels';
import {
  DEFAULT_MIN_STAY_DAYS,
  MIN_ADULTS,
  MIN_AREA,
  MAX_PARTY,
  MIN_KIDS,
  MIN_PRICE,
  MIN_ROOM_COUNT,
  MIN_STAY_INPUT,
  PAGE_SIZE,
  PICTURE_LIMITS,
  ROOM_TYPES,
} from '../limits';
import { isoDaySchema } from './dates';
import { EXAMPLE_LISTING_ID, EXAMPLE_OWNER_ID } from './examples';
import { facilitiesSchema } from './facilities';
import { flag, id, whole } from './fields';
import { notificationInput, propertyLocationSchema } from './properties';

/**
 * Payloads of spec 2 section 7 "Hotels". Multipart bodies arrive as text parts, so numbers are
 * coerced; JSON bodies parse with the same schemas. The form rules with the spec's messages
 * (roomFormProblem, hotelFormProblem, reservationEditProblem) live in hotels.ts.
 */

/** An id read from a path or query: any text, so one that names nothing answers 404. */
const lookupId = z.string().trim().min(1, { error: 'is required' }).max(100);
const day = isoDaySchema;

/** An address text: one word (the form splits on spaces), at most 40 characters. */
export const roomAddressSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(40)
  .regex(/^\S+$/, { error: 'must not contain spaces' });

export const roomTypeSchema = z.enum(ROOM_TYPES, { error: 'must be a room type' });

// Hotels

/** Fields of POST /hotels/add apart from the picture files. */
export const addHotelFields = z
  .object({
    folder: z.string().max(200).optional(),
    owner: id,
    type: z.literal('Hotel', { error: 'must be Hotel' }).default('Hotel'),
    name: z.string().trim().min(1, { error: 'is required' }).max(120),
    contact: z.string().trim().min(1, { error: 'is required' }).max(60),
    location: propertyLocationSchema,
    facilities: facilitiesSchema.default({}),
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
  })
  .strict()
  .meta({
    examples: [
      {
        owner: EXAMPLE_OWNER_ID,
        type: 'Hotel',
        name: 'Hotel Sahafi',
        contact: '+252 61 5550002',
        location: { region: 'Benaadir', district: 'Hodan' },
        facilities: {
          HVAC: ['Air conditioning', 'Ceiling fan'],
          Services: ['Backup generator', 'Water tank'],
          'Home safety': ['Security guard', 'Perimeter wall'],
        },
        description: 'Hotel ku yaal Hodan, KM4, with a restaurant and rooms for families.',
      },
    ],
  });
export type AddHotelFields = z.infer<typeof addHotelFields>;

/** What an owner may change with POST /hotels/update. */
export const hotelUpdateValues = z
  .object({
    name: z.string().trim().min(1, { error: 'is required' }).max(120),
    contact: z.string().trim().min(1, { error: 'is required' }).max(60),
    location: propertyLocationSchema,
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    facilities: facilitiesSchema,
    /** the existing pictures in their new order; uploaded files, when sent, replace them all */
    pictures: z.array(z.string().max(300)).min(1).max(PICTURE_LIMITS.hotel.max),
  })
  .partial()
  .strict();
export type HotelUpdateValues = z.infer<typeof hotelUpdateValues>;

export const updateHotelFields = z
  .object({
    hotel_id: id,
    folder: z.string().max(200).optional(),
    updatedValues: hotelUpdateValues.default({}),
  })
  .meta({
    examples: [
      {
        hotel_id: EXAMPLE_LISTING_ID,
        updatedValues: { name: 'Hotel Sahafi KM4', contact: '+252 61 5550003' },
      },
    ],
  });

/** GET /hotels/hotel/id?hotel_id, GET .../summery?hotel_id. */
export const hotelIdQuery = z.object({ hotel_id: lookupId });

/** `page` (from 1) and `pageSize` (10 unless asked) of the numbered lists. */
export const numberedPage = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE),
};
/** GET /hotels/hotelRooms/rooms, .../upcoming-booking-list, .../booking-list. */
export const hotelPageQuery = z.object({ hotel_id: lookupId, ...numberedPage });
/** GET /hotels/hotelRoomRentals/my-reservations. */
export const myReservationsQuery = z.object(numberedPage);

// Room types

const roomNumbers = {
  area: whole(MIN_AREA).max(100_000),
  daily_rate: whole(MIN_PRICE).max(1_000_000),
  short_stay_rate: whole(MIN_STAY_INPUT).max(1_000_000),
  min_stay_days: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? DEFAULT_MIN_STAY_DAYS : v),
    whole(MIN_STAY_INPUT).max(365),
  ),
  capacity: whole(1).max(100),
  max_kids: whole(MIN_KIDS).max(100),
  max_adults: whole(MIN_ADULTS).max(100),
  numberOfRooms: whole(MIN_ROOM_COUNT).max(5000),
};

const addressList = z.preprocess(
  (v) => parseRoomAddresses(v),
  z
    .array(roomAddressSchema)
    .min(1, { error: 'at least one address is required' })
    .max(5000)
    .refine((list) => new Set(list).size === list.length, {
      error: 'the same address is given twice',
    }),
);

/** Fields of POST /hotels/hotelRooms/add apart from the picture files. */
export const addRoomFields = z
  .object({
    folder: z.string().max(200).optional(),
    hotel_id: id,
    type: roomTypeSchema,
    ...roomNumbers,
    facilities: facilitiesSchema.default({}),
    /** a JSON array of strings or one space-separated string */
    addresses: addressList,
  })
  .strict();
export type AddRoomFields = z.infer<typeof addRoomFields>;

/**
 * What an owner may change with POST /hotels/hotelRooms/update-room. `addresses` is the full
 * new list: addresses left out are removed (refused while a live reservation holds one).
 */
export const roomUpdateValues = z
  .object({
    type: roomTypeSchema,
    ...roomNumbers,
    facilities: facilitiesSchema,
    addresses: addressList,
    pictures: z.array(z.string().max(300)).min(1).max(PICTURE_LIMITS.room.max),
  })
  .partial()
  .strict();
export type RoomUpdateValues = z.infer<typeof roomUpdateValues>;

export const updateRoomFields = z.object({
  room_id: id,
  folder: z.string().max(200).optional(),
  updatedValues: roomUpdateValues.default({}),
});

/** GET /hotels/hotelRooms/get-room/{id}. */
export const roomParams = z.object({ id: lookupId });

/** POST /hotels/hotelRooms/rent-unrent-room: the owner marks an address occupied or free. */
export const rentUnrentRoomBody = z.object({
  hotelId: id,
  room_id: id,
  room_address: roomAddressSchema,
  occupied: flag,
});

// Availability and reservations

/**
 * The party of a search, a booking and an edit of it: one rule for all three, so an edit cannot
 * store what a booking refuses (0 adults).
 */
const partyAdults = whole(MIN_ADULTS).max(MAX_PARTY);
const partyKids = whole(MIN_KIDS).max(MAX_PARTY);

/** GET /hotels/hotelRoomRentals/availableRooms: adults and kids filter by the room's limits. */
export const availableRoomsQuery = z
  .object({
    hotel_id: lookupId,
    check_in: day,
    check_out: day,
    adults: partyAdults.optional(),
    kids: partyKids.optional(),
  })
  .refine((q) => q.check_out > q.check_in, {
    path: ['check_out'],
    error: 'must be after check_in',
  });

/**
 * POST /hotels/hotelRoomRentals/booking/add. max_adults and max_kids are the party. The price
 * and status sent are ignored: the server prices the stay itself and starts it pending.
 */
export const bookingBody = z
  .object({
    guest_id: id,
    hotel_id: id,
    room_id: id,
    room_address: roomAddressSchema,
    room_type: roomTypeSchema,
    check_in: day,
    check_out: day,
    max_adults: partyAdults,
    max_kids: partyKids.default(0),
    price: z.coerce.number().optional(),
    status: z.string().max(20).optional(),
    notification: notificationInput.partial().optional(),
  })
  .refine((b) => b.check_out > b.check_in, {
    path: ['check_out'],
    error: 'must be after check_in',
  });
export type BookingBody = z.infer<typeof bookingBody>;

/** GET /hotels/hotelRoomRentals/get-reservation?id. */
export const reservationIdQuery = z.object({ id: lookupId });

/** The fields an edit may change (spec 2 section 2 "Edit hotel reservation"). */
export const reservationChangesSchema = z
  .object({
    room_type: roomTypeSchema,
    room_address: roomAddressSchema,
    check_in: day,
    check_out: day,
    max_kids: partyKids,
    max_adults: partyAdults,
  })
  .partial()
  .strict();

/** POST .../accept-reservation (owner). */
export const acceptReservationBody = z.object({
  reservation_id: id,
  notification_id: id.optional(),
  acceptedNotification: z.unknown().optional(),
});

/** POST .../decline-reservation-request (owner): tells the guest unless sendNotificationDecline is false. */
export const declineReservationBody = z.object({
  reservation_id: id,
  notification_id: id.optional(),
  sendNotificationDecline: flag.default(true),
});

/** POST .../update-reservation: applies a pending edit, or the owner accepts an update request. */
export const updateReservationBody = z.object({
  hotel_id: id.optional(),
  reservationId: id,
  updatedValues: reservationChangesSchema.default({}),
  notification_id: id.optional(),
});

/** POST .../request-reservation-update (guest, booked). */
export const requestReservationUpdateBody = z.object({
  reservationId: id,
  updatedValues: reservationChangesSchema,
  notification: notificationInput.partial().optional(),
});

/** POST .../reservation-update-decline (owner): tells the guest unless sendingNotification is false. */
export const reservationUpdateDeclineBody = z.object({
  reservation_id: id,
  notification_id: id.optional(),
  sendingNotification: flag.default(true),
});

/** POST .../terminate-reservation and .../cancel-reservation-request. */
export const reservationIdBody = z.object({ reservation_id: id });

/** POST .../cancel-reservation: user_id, when sent, must be the signed-in user. */
export const cancelReservationBody = z.object({
  reservation_id: id,
  prev_status: z.string().max(20).optional(),
  user_id: id.optional(),
  rentee_id: id.optional(),
});

/** POST .../re-book-hotel-room: the reservation live again for these dates. */
export const rebookBody = z
  .object({
    reservation_id: id,
    hotel_id: id.optional(),
    room_address: roomAddressSchema.optional(),
    check_in: day,
    check_out: day,
    user_id: id.optional(),
    rentee_id: id.optional(),
    prev_status: z.string().max(20).optional(),
  })
  .refine((b) => b.check_out > b.check_in, {
    path: ['check_out'],
    error: 'must be after check_in',
  });

/** POST /hotels/delete. */
export const hotelDeleteBody = z.object({ propertyId: id });
