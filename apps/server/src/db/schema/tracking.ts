import { pgTable, uuid, text, timestamp, integer, index, bigserial } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A browsing session (spec: user session). user_id is null for visitors ('not-signed'). */
export const userSessions = pgTable('user_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  pageViewCount: integer('page_view_count').notNull().default(0),
  lastTimeActive: timestamp('last_time_active', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only; bigserial keeps inserts cheap. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => userSessions.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/**
 * One view of a listing of any kind. property_id has no foreign key because listings of
 * different kinds (properties, halls, hotels, buildings) live in their own tables.
 * viewed_by is null for visitors, presented as 'not-signup'.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id').notNull(),
    viewedBy: uuid('viewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_views_property_idx').on(t.propertyId)],
);
