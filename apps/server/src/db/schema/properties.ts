import { sql } from 'drizzle-orm';
import {
  pgTable,
  uuid,
  text,
  integer,
  boolean,
  index,
  customType,
  doublePrecision,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  facilities,
  moment,
  pictures,
  rentingRequestIndexes,
  statusCheck,
  timestamps,
  uuidId,
  requestAnswer,
} from './columns';
import { users } from './users';

/** PostgreSQL's text-search document type (issue 35), read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What a search looks in (issue 35): the name, type, district, description and facilities
 * (their JSON text: category and facility names), and what the listing's own rows add
 * (search_extra: a building's apartments, a hotel's room types), as words of the 'simple'
 * configuration (no stemming: Somali has no dictionary, and a name is kept as written). Kept by
 * the database as a generated column, so every kind's every write path keeps it without a line
 * of ours.
 */
const SEARCH_DOCUMENT = sql`to_tsvector('simple'::regconfig, name || ' ' || type || ' ' || district || ' ' || description || ' ' || facilities::text || ' ' || search_extra)`;
/** The name's words alone: a listing whose name holds the words comes first. */
const NAME_DOCUMENT = sql`to_tsvector('simple'::regconfig, name)`;

/** A general renting property: house, office, land, retail space, business (spec 1 section 3). */
export const rentingProperties = pgTable(
  'renting_properties',
  {
    id: uuidId(),
    ownerId: belongsTo('owner_id', () => users.id),
    type: text('type').notNull(),
    rooms: integer('rooms'),
    /** whole US dollars per month */
    price: integer('price'),
    area: integer('area'),
    region: text('region').notNull(),
    district: text('district').notNull(),
    facilities: facilities(),
    description: text('description').notNull(),
    pictures: pictures(),
    verified: boolean('verified').notNull().default(false),
    /** '' available, pending, rented, ad */
    status: text('status').notNull().default(''),
    /** the live renting record while pending or rented */
    rentingRecordId: uuid('renting_record_id'),
    name: text('name').notNull().default(''),
    noFloors: integer('no_floors'),
    units: integer('units'),
    ...timestamps(),
    /**
     * The words of the listing's own rows, kept by triggers (migration 0017): a building's
     * apartments' types, kitchens and furnishing; a hotel's room types ('presidential room').
     */
    searchExtra: text('search_extra').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(SEARCH_DOCUMENT),
    nameVector: tsvector('name_vector').generatedAlwaysAs(NAME_DOCUMENT),
    /**
     * The card's score, kept by triggers on ratings (migration 0018): the average of the ratings
     * that give stars and how many there are, so a list or a search page is one statement.
     */
    ratingOverall: doublePrecision('rating_overall').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The listing's card as its answer's JSON after `_id` and `kind` ('"type" : ...}'), kept by
     * a trigger on every write (migration 0023, renting_card()), so a page of cards is read, not
     * built (listings/card.ts cardJson; building them was 0.22 of a search page's 0.51 ms).
     */
    card: text('card'),
  },
  (t) => [
    statusCheck('renting_properties', t.status, ['', 'pending', 'rented', 'ad']),
    // Lists are newest first and paged by (created_at, id): one index per way of browsing.
    index('renting_properties_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('renting_properties_type_newest_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('renting_properties_type_district_newest_idx').on(
      t.type,
      t.district,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A district of any type (a search that names one: '3 bedroom Hodan' walked 700 listings of
    // every district newest first for 25 of Hodan; issue 35).
    index('renting_properties_district_newest_idx').on(t.district, t.createdAt.desc(), t.id.desc()),
    index('renting_properties_type_price_idx').on(t.type, t.price),
    // A room band that matches few rows of a type (Land has none) is found here instead of by
    // walking the whole type newest first (issue 8 load benchmark, migration 0005).
    index('renting_properties_type_rooms_idx').on(t.type, t.rooms),
    // The type last: the owner overview counts an owner's listings by type from the index alone
    // (an index-only scan: 0.44 to 0.1 ms for 200 listings spread over the table, issue 36).
    index('renting_properties_owner_idx').on(t.ownerId, t.createdAt.desc(), t.type),
    index('renting_properties_search_idx').using('gin', t.searchVector),
    index('renting_properties_name_search_idx').using('gin', t.nameVector),
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
    id: uuidId(),
    propertyId: belongsTo('property_id', () => rentingProperties.id),
    renteeId: belongsTo('rentee_id', () => users.id),
    /** pending, rented, declined, cancelled, completed */
    status: text('status').notNull().default('pending'),
    ...timestamps(),
    ...requestAnswer(),
  },
  (t) => [
    statusCheck('renting_records', t.status, [
      'pending',
      'rented',
      'declined',
      'cancelled',
      'completed',
    ]),
    // A property has at most one live (pending or rented) record.
    ...rentingRequestIndexes('renting_records', t, t.propertyId),
    index('renting_records_property_idx').on(t.propertyId, t.createdAt.desc()),
  ],
);

/** The tenancy that an accepted request becomes; check_out is set when it is vacated. */
export const rentedRecords = pgTable(
  'rented_records',
  {
    id: uuidId(),
    propertyId: belongsTo('property_id', () => rentingProperties.id),
    renteeId: belongsTo('rentee_id', () => users.id),
    rentingRecordId: belongsTo('renting_record_id', () => rentingRecords.id),
    /** rented, completed */
    status: text('status').notNull().default('rented'),
    createdAt: createdAt(),
    checkOut: moment('check_out'),
  },
  (t) => [
    index('rented_records_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('rented_records_rentee_idx').on(t.renteeId, t.status),
  ],
);
