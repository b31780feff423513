import { sql } from 'drizzle-orm';
import {
  pgTable,
  uuid,
  text,
  timestamp,
  integer,
  boolean,
  jsonb,
  index,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import type { FacilitySelection } from '@rentals/shared';
import { users } from './users';

/** A general renting property: house, office, land, retail space, business (spec 1 section 3). */
export const rentingProperties = pgTable(
  'renting_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    rooms: integer('rooms'),
    /** whole US dollars per month */
    price: integer('price'),
    area: integer('area'),
    region: text('region').notNull(),
    district: text('district').notNull(),
    facilities: jsonb('facilities').$type<FacilitySelection>().notNull().default({}),
    description: text('description').notNull(),
    /** display-size URLs in the owner's order; the card size is a sibling file */
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    verified: boolean('verified').notNull().default(false),
    /** '' available, pending, rented, ad */
    status: text('status').notNull().default(''),
    /** the live renting record while pending or rented */
    rentingRecordId: uuid('renting_record_id'),
    name: text('name').notNull().default(''),
    noFloors: integer('no_floors'),
    units: integer('units'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('renting_properties_status_check', sql`${t.status} in ('', 'pending', 'rented', 'ad')`),
    // Lists are newest first and paged by (created_at, id): one index per way of browsing.
    index('renting_properties_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('renting_properties_type_newest_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('renting_properties_type_district_newest_idx').on(
      t.type,
      t.district,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('renting_properties_type_price_idx').on(t.type, t.price),
    // A room band that matches few rows of a type (Land has none) is found here instead of by
    // walking the whole type newest first (issue 8 load benchmark, migration 0005).
    index('renting_properties_type_rooms_idx').on(t.type, t.rooms),
    index('renting_properties_owner_idx').on(t.ownerId, t.createdAt.desc()),
  ],
);

/**
 * How many listings of each type the grids show (status not 'rented'), for 'Explore more'. Kept
 * by triggers on renting_properties (migration 0007): counting 100,000 rows took 30 to 100 ms on
 * every uncached request; reading this is one index scan of a few rows.
 */
export const listingCounts = pgTable('listing_counts', {
  type: text('type').primaryKey(),
  browsable: integer('browsable').notNull().default(0),
});

/** A renter's request for a property and what became of it. */
export const rentingRecords = pgTable(
  'renting_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => rentingProperties.id, { onDelete: 'cascade' }),
    renteeId: uuid('rentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, rented, declined, cancelled, completed */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'renting_records_status_check',
      sql`${t.status} in ('pending', 'rented', 'declined', 'cancelled', 'completed')`,
    ),
    // The database's own guard: a property has at most one live (pending or rented) record.
    uniqueIndex('renting_records_one_live_idx')
      .on(t.propertyId)
      .where(sql`${t.status} in ('pending', 'rented')`),
    index('renting_records_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('renting_records_rentee_idx').on(t.renteeId, t.status),
    index('renting_records_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The tenancy that an accepted request becomes; check_out is set when it is vacated. */
export const rentedRecords = pgTable(
  'rented_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => rentingProperties.id, { onDelete: 'cascade' }),
    renteeId: uuid('rentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rentingRecordId: uuid('renting_record_id')
      .notNull()
      .references(() => rentingRecords.id, { onDelete: 'cascade' }),
    /** rented, completed */
    status: text('status').notNull().default('rented'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkOut: timestamp('check_out', { withTimezone: true }),
  },
  (t) => [
    index('rented_records_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('rented_records_rentee_idx').on(t.renteeId, t.status),
  ],
);
