import { sql } from 'drizzle-orm';
import {
  pgTable,
  uuid,
  text,
  timestamp,
  integer,
  jsonb,
  index,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import type { FacilitySelection } from '@rentals/shared';
import { rentingProperties } from './properties';
import { users } from './users';

/*
 * Apartment buildings (spec 2 section 3). A building is a row of renting_properties of type
 * 'Apartment'; these tables hold its apartments, their addresses (doors) and renting records.
 */

/** One kind of apartment of a building, with its own pictures, rent and facilities. */
export const apartments = pgTable(
  'apartments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => rentingProperties.id, { onDelete: 'cascade' }),
    /** display-size URLs in the owner's order; the card size is a sibling file */
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    area: integer('area').notNull(),
    /** whole US dollars per month */
    rent: integer('rent').notNull(),
    noBedrooms: integer('no_bedrooms').notNull(),
    noBathrooms: integer('no_bathrooms').notNull(),
    floorLevel: integer('floor_level').notNull(),
    apartmentType: text('apartment_type').notNull(),
    kitchen: text('kitchen').notNull(),
    furnishing: text('furnishing').notNull(),
    facilities: jsonb('facilities').$type<FacilitySelection>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apartments_building_idx').on(t.buildingId, t.createdAt)],
);

/** A door of an apartment: its address text is unique within the building. */
export const apartmentAddresses = pgTable(
  'apartment_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apartmentId: uuid('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => rentingProperties.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    /** available, pending, rented */
    status: text('status').notNull().default('available'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'apartment_addresses_status_check',
      sql`${t.status} in ('available', 'pending', 'rented')`,
    ),
    uniqueIndex('apartment_addresses_building_address_idx').on(t.buildingId, t.address),
    index('apartment_addresses_apartment_idx').on(t.apartmentId),
  ],
);

/** A renter's request for one address of a building and what became of it. */
export const apartmentRentingRecords = pgTable(
  'apartment_renting_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => rentingProperties.id, { onDelete: 'cascade' }),
    addressId: uuid('address_id')
      .notNull()
      .references(() => apartmentAddresses.id, { onDelete: 'cascade' }),
    renteeId: uuid('rentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, rented, declined, completed, cancelled (by its renter) */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'apartment_renting_records_status_check',
      sql`${t.status} in ('pending', 'rented', 'declined', 'completed', 'cancelled')`,
    ),
    // The database's own guard: an address has at most one live (pending or rented) record.
    uniqueIndex('apartment_renting_records_one_live_idx')
      .on(t.addressId)
      .where(sql`${t.status} in ('pending', 'rented')`),
    index('apartment_renting_records_building_idx').on(t.buildingId, t.createdAt.desc()),
    index('apartment_renting_records_rentee_idx').on(t.renteeId, t.status),
    index('apartment_renting_records_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
