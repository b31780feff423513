import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, uuidId } from './columns';
import { rentingProperties } from './properties';
import { users } from './users';

/*
 * Search (issue 35). The listings' search document is renting_properties.search_vector (a
 * generated column); these tables hold the words it knows, the searches people saved, the
 * listing changes waiting to be matched against them, and the matches waiting to be told.
 */

/**
 * Every word of every listing's search document, kept by a trigger (migration 0017): a typed
 * word that is none of them is corrected to the nearest ones by trigram similarity (pg_trgm's
 * recommended way to suggest spellings), so the listings' own index answers a misspelt word.
 * Words of deleted listings stay: they then match nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** A renter's saved search: its fields as they saved them, and what the server read in them. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuidId(),
    userId: belongsTo('user_id', () => users.id),
    /** the text, normalised (normalizeSearch) */
    q: text('q').notNull().default(''),
    /** the filters as the page's address holds them ('' or 'any': none) */
    type: text('type').notNull().default(''),
    district: text('district').notNull().default(''),
    price: text('price').notNull().default('any'),
    rooms: text('rooms').notNull().default('any'),
    /** the text's words as the listings' documents are searched for them ('' for none) */
    tsquery: text('tsquery').notNull().default(''),
    /** what the text and filters together ask of a listing, null for anything */
    matchType: text('match_type'),
    matchDistrict: text('match_district'),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    roomsMin: integer('rooms_min'),
    roomsMax: integer('rooms_max'),
    guestsMin: integer('guests_min'),
    paused: boolean('paused').notNull().default(false),
    /** when its owner was last told of matches: at most once a day */
    alertedAt: moment('alerted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('saved_searches_once_idx').on(t.userId, t.q, t.type, t.district, t.price, t.rooms),
  ],
);

/**
 * A listing added, available again or cheaper, written by a trigger on renting_properties in
 * the change's own transaction and taken by the search-alert job of the outbox worker, which
 * matches it against the saved searches after the request (one instance takes each row).
 */
export const searchChanges = pgTable('search_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  listingId: uuid('listing_id').notNull(),
  /** added, available, cheaper */
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** A listing that matched a saved search, waiting for the search's daily digest. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: belongsTo('listing_id', () => rentingProperties.id),
    createdAt: createdAt(),
    /** null until a digest told of it */
    toldAt: moment('told_at'),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.listingId] }),
    index('saved_search_matches_untold_idx')
      .on(t.searchId)
      .where(sql`${t.toldAt} is null`),
  ],
);
