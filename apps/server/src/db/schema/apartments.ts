import { APARTMENT_ADDRESS_STATUSES, APARTMENT_RECORD_STATUSES } from '@rentals/shared';
import { pgTable, text, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  facilities,
  pictures,
  rentingRequestIndexes,
  statusCheck,
  timestamps,
  uuidId,
  requestAnswer,
} from './columns';
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
    id: uuidId(),
    buildingId: belongsTo('building_id', () => rentingProperties.id),
    pictures: pictures(),
    area: integer('area').notNull(),
    /** whole US dollars per month */
    rent: integer('rent').notNull(),
    noBedrooms: integer('no_bedrooms').notNull(),
    noBathrooms: integer('no_bathrooms').notNull(),
    floorLevel: integer('floor_level').notNull(),
    apartmentType: text('apartment_type').notNull(),
    kitchen: text('kitchen').notNull(),
    furnishing: text('furnishing').notNull(),
    facilities: facilities(),
    createdAt: createdAt(),
  },
  (t) => [index('apartments_building_idx').on(t.buildingId, t.createdAt)],
);

/** A door of an apartment: its address text is unique within the building. */
export const apartmentAddresses = pgTable(
  'apartment_addresses',
  {
    id: uuidId(),
    apartmentId: belongsTo('apartment_id', () => apartments.id),
    buildingId: belongsTo('building_id', () => rentingProperties.id),
    address: text('address').notNull(),
    /** available, pending, rented */
    status: text('status').notNull().default('available'),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('apartment_addresses', t.status, APARTMENT_ADDRESS_STATUSES),
    uniqueIndex('apartment_addresses_building_address_idx').on(t.buildingId, t.address),
    index('apartment_addresses_apartment_idx').on(t.apartmentId),
  ],
);

/** A renter's request for one address of a building and what became of it. */
export const apartmentRentingRecords = pgTable(
  'apartment_renting_records',
  {
    id: uuidId(),
    buildingId: belongsTo('building_id', () => rentingProperties.id),
    addressId: belongsTo('address_id', () => apartmentAddresses.id),
    renteeId: belongsTo('rentee_id', () => users.id),
    /** pending, rented, declined, completed, cancelled (by its renter) */
    status: text('status').notNull().default('pending'),
    ...timestamps(),
    ...requestAnswer(),
  },
  (t) => [
    statusCheck('apartment_renting_records', t.status, APARTMENT_RECORD_STATUSES),
    // An address has at most one live (pending or rented) record.
    ...rentingRequestIndexes('apartment_renting_records', t, t.addressId),
    index('apartment_renting_records_building_idx').on(t.buildingId, t.createdAt.desc()),
  ],
);
