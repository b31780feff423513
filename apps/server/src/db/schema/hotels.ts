import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { HOTEL_RESERVATION_STATUSES, type HotelReservationChanges } from '@rentals/shared';
import {
  belongsTo,
  detailsOf,
  createdAt,
  facilities,
  moment,
  pendingIndex,
  pictures,
  statusCheck,
  timestamps,
  uuidId,
  requestAnswer,
} from './columns';
import { rentingProperties } from './properties';
import { users } from './users';

/*
 * Hotels (spec 2 section 3). A hotel is a row of renting_properties of type 'Hotel' (name,
 * owner, place, pictures, facilities, verified; price holds the lowest daily_rate of its rooms);
 * these tables hold its own details, room types, room addresses and reservations. Written by
 * hand in drizzle/0004_hotels.sql, which also adds what Drizzle cannot declare: the exclusion
 * constraint hotel_reservations_no_overlap (btree_gist).
 */

/** What a hotel has beyond a renting property. */
export const hotels = pgTable('hotels', {
  propertyId: detailsOf(() => rentingProperties.id),
  contact: text('contact').notNull(),
});

/** A room type of a hotel with its rates and limits. */
export const hotelRooms = pgTable(
  'hotel_rooms',
  {
    id: uuidId(),
    hotelId: belongsTo('hotel_id', () => rentingProperties.id),
    type: text('type').notNull(),
    pictures: pictures(),
    facilities: facilities(),
    capacity: integer('capacity').notNull(),
    maxKids: integer('max_kids').notNull(),
    maxAdults: integer('max_adults').notNull(),
    numberOfRooms: integer('number_of_rooms').notNull(),
    area: integer('area').notNull(),
    /** whole US dollars per night */
    dailyRate: integer('daily_rate').notNull(),
    shortStayRate: integer('short_stay_rate').notNull(),
    minStayDays: integer('min_stay_days').notNull().default(2),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'hotel_rooms_numbers_check',
      sql`${t.capacity} >= ${t.maxAdults} + ${t.maxKids} and ${t.maxKids} >= 0 and ${t.maxAdults} >= 1 and ${t.dailyRate} >= 0 and ${t.shortStayRate} >= 0 and ${t.minStayDays} >= 0 and ${t.numberOfRooms} >= 1`,
    ),
    index('hotel_rooms_hotel_idx').on(t.hotelId, t.createdAt),
    // The filter's price band on hotels: "some room type of this hotel costs this much a night".
    index('hotel_rooms_hotel_rate_idx').on(t.hotelId, t.dailyRate),
  ],
);

/** A door of a room type: its address text is unique within the hotel. */
export const hotelRoomAddresses = pgTable(
  'hotel_room_addresses',
  {
    id: uuidId(),
    roomId: belongsTo('room_id', () => hotelRooms.id),
    hotelId: belongsTo('hotel_id', () => rentingProperties.id),
    address: text('address').notNull(),
    /** the owner's rent/unrent flag: an occupied address is never offered */
    occupied: boolean('occupied').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hotel_room_addresses_hotel_address_idx').on(t.hotelId, t.address),
    index('hotel_room_addresses_room_idx').on(t.roomId),
  ],
);

/** A guest's reservation of one room address for a range of nights. */
export const hotelReservations = pgTable(
  'hotel_reservations',
  {
    id: uuidId(),
    guestId: belongsTo('guest_id', () => users.id),
    hotelId: belongsTo('hotel_id', () => rentingProperties.id),
    roomId: belongsTo('room_id', () => hotelRooms.id),
    addressId: belongsTo('address_id', () => hotelRoomAddresses.id),
    roomAddress: text('room_address').notNull(),
    roomType: text('room_type').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    maxKids: integer('max_kids').notNull().default(0),
    maxAdults: integer('max_adults').notNull().default(1),
    /** whole US dollars for the whole stay, priced by the server */
    price: integer('price').notNull(),
    status: text('status').notNull().default('pending'),
    /** a guest's waiting update request of a booked reservation */
    updatedValues: jsonb('updated_values').$type<HotelReservationChanges>(),
    ...timestamps(),
    /** when it last became a request (a guest's re-booking renews it): expiry counts from here */
    requestedAt: moment('requested_at').notNull().defaultNow(),
    ...requestAnswer(),
  },
  (t) => [
    statusCheck('hotel_reservations', t.status, HOTEL_RESERVATION_STATUSES),
    check('hotel_reservations_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    index('hotel_reservations_hotel_dates_idx').on(t.hotelId, t.checkIn, t.checkOut),
    index('hotel_reservations_hotel_newest_idx').on(t.hotelId, t.createdAt.desc()),
    index('hotel_reservations_guest_idx').on(t.guestId, t.createdAt.desc()),
    index('hotel_reservations_address_idx').on(t.addressId, t.status),
    pendingIndex('hotel_reservations', t.status, t.requestedAt),
  ],
);
