import { sql } from 'drizzle-orm';
import {
  pgTable,
  uuid,
  text,
  jsonb,
  doublePrecision,
  index,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Star } from '@rentals/shared';
import { belongsTo, createdAt, moment, timestamps, uuidId } from './columns';
import { users } from './users';

/*
 * Favourites and ratings apply to listings of every kind (properties, halls, hotels, buildings),
 * which live in their own tables, so listing_id carries no foreign key: the listings registry
 * (modules/listings) checks it exists, and deleting a listing deletes its rows.
 */

export const favorites = pgTable(
  'favorites',
  {
    userId: belongsTo('user_id', () => users.id),
    listingId: uuid('listing_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // by listing and time: the owner's favourites per day (migration 0019) and counts by listing
    index('favorites_listing_created_idx').on(t.listingId, t.createdAt),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    id: uuidId(),
    listingId: uuid('listing_id').notNull(),
    userId: belongsTo('user_id', () => users.id),
    stars: jsonb('stars').$type<Star[]>().notNull(),
    review: text('review').notNull().default(''),
    /** the average of the categories given, kept so lists can show a score without the stars */
    overall: doublePrecision('overall').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ratings_listing_user_idx').on(t.listingId, t.userId),
    index('ratings_listing_updated_idx').on(t.listingId, t.updatedAt.desc()),
  ],
);

export const reports = pgTable('reports', {
  id: uuidId(),
  fromUserId: belongsTo('from_user_id', () => users.id),
  type: text('type').notNull(),
  description: text('description').notNull(),
  createdAt: createdAt(),
});

export const propertyRequests = pgTable('property_requests', {
  id: uuidId(),
  customerId: belongsTo('customer_id', () => users.id),
  region: text('region').notNull(),
  district: text('district').notNull().default(''),
  customerType: text('customer_type').notNull(),
  propertyType: text('property_type').notNull().default(''),
  service: text('service').notNull(),
  description: text('description').notNull(),
  createdAt: createdAt(),
});

/**
 * A notification card (spec 1 section 3). from and notifier are null for admin. `about` is the
 * id of what it concerns (a listing, a record, an event). The unique index makes a repeated
 * request answer 'existed' even when two arrive at once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidId(),
    type: text('type').notNull(),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'cascade' }),
    notifierId: uuid('notifier_id').references(() => users.id, { onDelete: 'cascade' }),
    about: text('about').notNull(),
    createdAt: createdAt(),
    readAt: moment('read_at'),
  },
  (t) => [
    index('notifications_notifier_idx').on(t.notifierId, t.createdAt.desc()),
    index('notifications_about_idx').on(t.about),
    uniqueIndex('notifications_once_idx').on(
      t.type,
      sql`coalesce(${t.fromUserId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.notifierId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.about,
    ),
  ],
);

/**
 * Notifications removed (answered, deleted by their reader, made moot), by id with whose they
 * were (null: admin's): a client deleting a card the server already removed is answered success,
 * anyone else as if it never existed (issue 19). Purged after a month.
 */
export const removedNotifications = pgTable(
  'removed_notifications',
  {
    id: uuid('id').primaryKey(),
    notifierId: uuid('notifier_id').references(() => users.id, { onDelete: 'cascade' }),
    removedAt: moment('removed_at').notNull().defaultNow(),
  },
  (t) => [index('removed_notifications_removed_at_idx').on(t.removedAt)],
);
