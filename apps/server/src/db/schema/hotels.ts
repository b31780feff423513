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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FacilitySelection, HotelReservationChanges } from '@rentals/shared';
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
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => rentingProperties.id, { onDelete: 'cascade' }),
  contact: text('contact').notNull(),
});

/** A room type of a hotel with its rates and limits. */
export const hotelRooms = pgTable(
  'hotel_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => rentingProperties.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** display-size URLs in the owner's order; the card size is a sibling file */
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    facilities: jsonb('facilities').$type<FacilitySelection>().notNull().default({}),
    capacity: integer('capacity').notNull(),
    maxKids: integer('max_kids').notNull(),
    maxAdults: integer('max_adults').notNull(),
    numberOfRooms: integer('number_of_rooms').notNull(),
    area: integer('area').notNull(),
    /** whole US dollars per night */
    dailyRate: integer('daily_rate').notNull(),
    shortStayRate: integer('short_stay_rate').notNull(),
    minStayDays: integer('min_stay_days').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => hotelRooms.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => rentingProperties.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    /** the owner's rent/unrent flag: an occupied address is never offered */
    occupied: boolean('occupied').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => rentingProperties.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => hotelRooms.id, { onDelete: 'cascade' }),
    addressId: uuid('address_id')
      .notNull()
      .references(() => hotelRoomAddresses.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** when it last became a request (a guest's re-booking renews it): expiry counts from here */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'hotel_reservations_status_check',
      sql`${t.status} in ('pending', 'booked', 'declined', 'cancelled', 'terminated', 'completed')`,
    ),
    check('hotel_reservations_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    index('hotel_reservations_hotel_dates_idx').on(t.hotelId, t.checkIn, t.checkOut),
    index('hotel_reservations_hotel_newest_idx').on(t.hotelId, t.createdAt.desc()),
    index('hotel_reservations_guest_idx').on(t.guestId, t.createdAt.desc()),
    index('hotel_reservations_address_idx').on(t.addressId, t.status),
    index('hotel_reservations_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
