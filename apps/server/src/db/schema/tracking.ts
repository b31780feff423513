import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, uuidId } from './columns';
import { users } from './users';

/** A browsing session (spec: user session). user_id is null for visitors ('not-signed'). */
export const userSessions = pgTable('user_sessions', {
  id: uuidId(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  pageViewCount: integer('page_view_count').notNull().default(0),
  lastTimeActive: moment('last_time_active').notNull().defaultNow(),
  createdAt: createdAt(),
});

/** Append-only; bigserial keeps inserts cheap. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => userSessions.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/**
 * One view of a listing of any kind. property_id has no foreign key because listings of
 * different kinds (properties, halls, hotels, buildings) live in their own tables.
 * viewed_by is null for visitors, presented as 'not-signup'. A viewer (the signed-in user, or a
 * visitor's hashed client address) counts once a listing a day: the unique index drops the rest
 * (views recorded before it have no viewer and stay as they were).
 */
export const propertyViews = pgTable(
  'property_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id').notNull(),
    viewedBy: uuid('viewed_by').references(() => users.id, { onDelete: 'set null' }),
    viewer: text('viewer'),
    viewedOn: date('viewed_on'),
    createdAt: createdAt(),
  },
  (t) => [
    // by listing and time: the owner's views per day (migration 0019) and every count by listing
    index('property_views_property_created_idx').on(t.propertyId, t.createdAt),
    uniqueIndex('property_views_once_idx').on(t.propertyId, t.viewer, t.viewedOn),
  ],
);
