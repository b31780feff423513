import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { FacilitySelection } from '@rentals/shared';

/*
 * The column sets and constraints that several tables declare alike (Drizzle's column reuse).
 * Each builds exactly the column or constraint it replaces: `npm run db:generate` must find
 * nothing to migrate after a change here.
 */

/** Every timestamp of this schema keeps its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A random uuid primary key, the id of most rows. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was made. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** When the row was made and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** A required reference to a row whose deletion takes this one with it. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** Display-size picture URLs in the owner's order; the card size is a sibling file. */
export const pictures = () =>
  text('pictures')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** The facilities the owner ticked. */
export const facilities = () =>
  jsonb('facilities').$type<FacilitySelection>().notNull().default({});

/** `<table>_status_check`: the status is one of `statuses` (in the order the migration wrote). */
export const statusCheck = (table: string, status: AnyPgColumn, statuses: readonly string[]) =>
  check(`${table}_status_check`, sql`${status} in (${quotedList(statuses)})`);

const quotedList = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

const TIME_OF_DAY = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/** `<table>_times_check`: both times are 'HH:mm'. */
export const timesOfDayCheck = (table: string, starting: AnyPgColumn, ending: AnyPgColumn) =>
  check(
    `${table}_times_check`,
    sql`${starting} ~ ${sql.raw(TIME_OF_DAY)} and ${ending} ~ ${sql.raw(TIME_OF_DAY)}`,
  );

/** `<table>_pending_idx`: the expiry sweep's read, requests still pending by age. */
export const pendingIndex = (table: string, status: AnyPgColumn, since: AnyPgColumn) =>
  index(`${table}_pending_idx`)
    .on(since)
    .where(sql`${status} = 'pending'`);

/**
 * The indexes of a renter's request for a listing (renting_records, apartment_renting_records):
 * the database's own guard that what `held` names has at most one live (pending or rented)
 * request, a renter's requests by status, and the expiry sweep's.
 */
export const rentingRequestIndexes = (
  table: string,
  t: { status: AnyPgColumn; renteeId: AnyPgColumn; createdAt: AnyPgColumn },
  held: AnyPgColumn,
) => [
  uniqueIndex(`${table}_one_live_idx`)
    .on(held)
    .where(sql`${t.status} in ('pending', 'rented')`),
  index(`${table}_rentee_idx`).on(t.renteeId, t.status),
  pendingIndex(table, t.status, t.createdAt),
];

/**
 * How a request was first answered and when (migration 0019, for the owner's charts): written by
 * the database's trigger `request_answer_follow` as the status leaves 'pending', in the same
 * statement, so no answer path can forget it. answer is the status it went to, or 'expired' when
 * the expiry sweep declined it (markExpiring); a request made pending again starts over.
 */
export const requestAnswer = () => ({
  answer: text('answer'),
  answeredAt: moment('answered_at'),
});

/** The key of a kind's own details row: the id of its renting_properties row. */
export const detailsOf = (listing: () => AnyPgColumn) =>
  uuid('property_id').primaryKey().references(listing, { onDelete: 'cascade' });
